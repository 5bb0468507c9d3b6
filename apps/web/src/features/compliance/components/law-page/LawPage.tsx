import type { LawResponse } from '@anupalan/shared';
import { Alert, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/feedback/QueryState';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { useLaw } from '../../api/get-law';
import { formatInstant } from '../../format';
import { RuleList } from './RuleList';

/** Rules whose id, title, description or a citation holds the text (any case). */
function matching(law: LawResponse, lawId: string | null, text: string) {
  const needle = text.trim().toLowerCase();
  return law.rules.filter(
    (rule) =>
      (!lawId || rule.versions.some((v) => v.lawId === lawId)) &&
      (!needle ||
        [rule.id, rule.title, rule.description, ...rule.versions.map((v) => v.citation)].some((s) =>
          s.toLowerCase().includes(needle),
        )),
  );
}

/**
 * The Law page (any signed-in role): every rule of the compliance engine with its citation, dates, states and
 * parameters (dated values, state values, references), and how many establishments in the caller's reach it
 * flags, so that anyone can check the engine against the gazette.
 */
export function LawPage() {
  const { t } = useTranslation('compliance');
  const law = useLaw();
  const [lawId, setLawId] = useState<string | null>(null);
  const [text, setText] = useState('');
  return (
    <>
      <PageHeader title={t('lawPage.title')} subtitle={t('lawPage.help')} />
      <QueryState query={law} errorText={t('lawPage.loadFailed')}>
        {(data) => {
          const rules = matching(data, lawId, text);
          return (
            <Stack gap="lg">
              <Alert variant="light" color="blue" p="sm">
                <Text size="sm">{t('lawPage.intro')}</Text>
                <Text size="sm" fw={600}>
                  {data.lastMorningRun
                    ? t('lawPage.lastRun', { when: formatInstant(data.lastMorningRun) })
                    : t('lawPage.noRunYet')}
                </Text>
              </Alert>
              <Group align="flex-end" gap="sm">
                <Select
                  label={t('lawPage.filterLaw')}
                  placeholder={t('lawPage.allLaws')}
                  data={data.laws.map((l) => ({ value: l.id, label: `${l.code}: ${l.name}` }))}
                  value={lawId}
                  onChange={setLawId}
                  clearable
                  w={{ base: '100%', sm: 360 }}
                />
                <TextInput
                  label={t('lawPage.search')}
                  placeholder={t('lawPage.searchPlaceholder')}
                  leftSection={<IconSearch size={16} aria-hidden />}
                  value={text}
                  onChange={(event) => setText(event.currentTarget.value)}
                  w={{ base: '100%', sm: 300 }}
                />
              </Group>
              {rules.length === 0 ? (
                <Text c="dimmed" ta="center" py="md">
                  {t('lawPage.noRules')}
                </Text>
              ) : (
                data.laws.map((l) => {
                  const ofLaw = rules.filter((rule) => rule.versions.some((v) => v.lawId === l.id));
                  return ofLaw.length === 0 ? null : (
                    <section key={l.id} aria-labelledby={`law-${l.id}`}>
                      <Title order={2} size="h4" id={`law-${l.id}`} mb="xs">
                        {l.code}: {l.name}
                      </Title>
                      <RuleList rules={ofLaw} parameters={data.parameters} />
                    </section>
                  );
                })
              )}
            </Stack>
          );
        }}
      </QueryState>
    </>
  );
}
