import { RETURN_UPLOAD_KEYS } from '@anupalan/shared';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailed, Loading } from '../../../components/feedback/QueryState';
import { PageHeader } from '../../../components/layout/PageHeader';
import { translateMessage } from '../../../i18n/messages';
import { useReturnList } from '../api/list-returns';
import type { ReturnPlace } from '../context';
import { formatDay, formatPeriod, queryDate } from '../display';
import { useFailureText } from '../messages';
import { returnDocumentPath, returnsPath } from '../paths';
import { DocumentSlot } from './DocumentSlot';
import { ReturnStatusBadge } from './ReturnStatusBadge';

/**
 * A return (spec part 2, section 2: returns/{date}/{returnId}, the date its due date): what it is, its period and
 * due date, its form to download, and its two documents.
 */
export function ReturnPage({
  place,
  date,
  returnId,
}: {
  place: ReturnPlace;
  date: string;
  returnId: string;
}) {
  const { t } = useTranslation('returns');
  const { t: tc } = useTranslation();
  const failureText = useFailureText();
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const day = valid ? queryDate(date) : '01/01/1900';
  const list = useReturnList(place.establishment.id, day, day);
  const item = list.data?.returns.find((r) => r.est_returns.id === returnId);
  const back = { label: t('list.title'), to: returnsPath(place) };

  if (list.isPending) return <Loading />;
  if (list.error || !list.data)
    return (
      <>
        <PageHeader title={t('list.title')} breadcrumbs={[...place.trail, back]} />
        <LoadFailed>{failureText(list.error, t('list.loadFailed'))}</LoadFailed>
      </>
    );
  if (!item)
    return (
      <>
        <PageHeader title={t('list.title')} breadcrumbs={[...place.trail, back]} />
        <EmptyState>{t('return.notFound')}</EmptyState>
      </>
    );

  const data = list.data;
  const facts: [string, ReactNode][] = [
    [t('return.period'), formatPeriod(item.est_returns.start_on, item.est_returns.end_on)],
    [t('return.dueOn'), formatDay(item.est_returns.due_on)],
    [t('return.citation'), item.cms_returns.citation],
    [t('return.status'), <ReturnStatusBadge key="status" item={item} />],
  ];
  return (
    <>
      <PageHeader
        title={`${item.cms_returns.name} (${item.cms_returns.doc_name})`}
        subtitle={item.cms_returns.body.description}
        breadcrumbs={[...place.trail, back, { label: item.cms_returns.doc_name }]}
        backTo={returnsPath(place)}
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" style={{ margin: 0 }}>
              {facts.map(([label, value]) => (
                <div key={label}>
                  <Text component="dt" size="sm" c="dimmed">
                    {label}
                  </Text>
                  <Text component="dd" m={0}>
                    {value}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
            <Group>
              <Button
                component="a"
                href={returnDocumentPath(place.establishment.id, item.est_returns.id)}
                target="_blank"
                rel="noreferrer"
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                {t('return.download')}
              </Button>
            </Group>
          </Stack>
        </Paper>
        {data.can_upload ? (
          <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
            {item.period_ended
              ? t('return.banner')
              : t('return.notEnded', { date: formatDay(item.est_returns.end_on) })}
          </Alert>
        ) : (
          <Alert color="gray" icon={<IconInfoCircle aria-hidden />}>
            {data.lock_reason ? translateMessage(tc, data.lock_reason) : t('return.readOnly')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {RETURN_UPLOAD_KEYS.map((key) => (
            <DocumentSlot
              key={key}
              establishmentId={place.establishment.id}
              item={item}
              which={key}
              canChange={data.can_upload}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </>
  );
}
