import type { LawParameter, LawRule } from '@anupalan/shared';
import { Accordion, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../format';
import { ParameterDetails } from './ParameterDetails';

/** The rules of one law, each opening to its versions and the parameters it reads. */
export function RuleList({ rules, parameters }: { rules: LawRule[]; parameters: LawParameter[] }) {
  const { t } = useTranslation('compliance');
  const byId = new Map(parameters.map((p) => [p.id, p]));
  return (
    <Accordion variant="separated" radius="md" multiple>
      {rules.map((rule) => {
        const current = rule.versions.find((v) => v.current) ?? rule.versions.at(-1);
        return (
          <Accordion.Item key={rule.id} value={rule.id}>
            <Accordion.Control>
              <Stack gap={4}>
                <Group gap="xs">
                  <Text fw={700}>{rule.title}</Text>
                  <Badge variant="light" color="gray" tt="none">
                    {t(`types.${rule.complianceType}`)}
                  </Badge>
                  {rule.unconfirmed ? (
                    <Badge variant="light" color="yellow" tt="none">
                      {t('lawPage.unconfirmed')}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed" ff="monospace">
                  {rule.id}
                </Text>
                {current ? <Text size="sm">{current.citation}</Text> : null}
                <Group gap={6}>
                  <Badge color={rule.flagged.establishments ? 'red' : 'green'} variant="light" tt="none">
                    {t('lawPage.flags', { count: rule.flagged.establishments })}
                  </Badge>
                  {rule.flagged.violations ? (
                    <Badge color="red" variant="outline" tt="none">
                      {t('counts.violations', { count: rule.flagged.violations })}
                    </Badge>
                  ) : null}
                  {rule.flagged.warnings ? (
                    <Badge color="orange" variant="outline" tt="none">
                      {t('counts.warnings', { count: rule.flagged.warnings })}
                    </Badge>
                  ) : null}
                </Group>
              </Stack>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="md">
                <Text size="sm">{rule.description}</Text>
                <div>
                  <Text fw={600} size="sm" mb={4}>
                    {t('lawPage.versions')}
                  </Text>
                  <Table.ScrollContainer minWidth={640} type="native">
                    <Table withTableBorder verticalSpacing="xs" fz="sm">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('lawPage.from')}</Table.Th>
                          <Table.Th>{t('lawPage.to')}</Table.Th>
                          <Table.Th>{t('lawPage.states')}</Table.Th>
                          <Table.Th>{t('lawPage.citation')}</Table.Th>
                          <Table.Th>{t('lawPage.details')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {rule.versions.map((v) => (
                          <Table.Tr key={`${v.effectiveFrom}-${String(v.states)}`}>
                            <Table.Td>
                              {formatDay(v.effectiveFrom)}
                              {v.current ? (
                                <Badge ml={6} size="xs" color="green" tt="none">
                                  {t('lawPage.inForce')}
                                </Badge>
                              ) : null}
                            </Table.Td>
                            <Table.Td>
                              {v.effectiveTo ? formatDay(v.effectiveTo) : t('lawPage.open')}
                            </Table.Td>
                            <Table.Td>
                              {v.states === 'all' ? t('lawPage.allStates') : v.states.join(', ')}
                            </Table.Td>
                            <Table.Td>{v.citation}</Table.Td>
                            <Table.Td>{v.detailsTemplate}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                </div>
                {rule.parameters.length ? (
                  <div>
                    <Text fw={600} size="sm" mb={4}>
                      {t('lawPage.parameters')}
                    </Text>
                    <Stack gap="sm">
                      {rule.parameters.map((id) => {
                        const parameter = byId.get(id);
                        return parameter ? (
                          <ParameterDetails key={id} parameter={parameter} />
                        ) : (
                          <Text key={id} size="sm" ff="monospace">
                            {id}
                          </Text>
                        );
                      })}
                    </Stack>
                  </div>
                ) : null}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
