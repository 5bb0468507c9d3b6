import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconFiles } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/feedback/QueryState';
import { RecordNotFound } from '../../../../components/feedback/RecordNotFound';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { useProcess } from '../../api/get-process';
import type { IncidentPlace } from '../../context';
import { formatEvent, formatMoment, STATUS_COLORS } from '../../display';
import { KINDS } from '../../kinds';
import { useFailureText } from '../../messages';
import { listPath } from '../../paths';
import { CancelDialog } from './CancelDialog';
import { DocumentsDialog } from './DocumentsDialog';
import { ProcessBanners } from './ProcessBanners';
import { StepCard } from './StepCard';

/**
 * /{processId} (spec part 2, sections 2 and 4): the record's banner, its facts, each step with its due time and
 * its form, View Documents, and Cancel for whoever may (the contractor before completion, the Government after).
 */
export function ProcessPage({ place, processId }: { place: IncidentPlace; processId: string }) {
  const { t } = useTranslation('incidents');
  const failureText = useFailureText();
  const kind = KINDS[place.kind];
  const process = useProcess(place.establishment.id, kind.type, processId);
  const [dialog, setDialog] = useState<'documents' | 'cancel' | null>(null);
  const listTitle = t(`kinds.${place.kind}.title`);
  const crumbs = [...place.trail, { label: listTitle, to: listPath(place) }];

  return (
    <QueryState
      query={process}
      errorText={failureText(process.error, t('detail.loadFailed'))}
      notFound={
        <>
          <PageHeader title={t('detail.notFound')} breadcrumbs={crumbs} />
          <RecordNotFound
            title={t('detail.notFound')}
            description={t('detail.notFoundDescription')}
            backTo={listPath(place)}
            backLabel={t('detail.backToList', { title: listTitle })}
          />
        </>
      }
    >
      {(record) => {
        const title = t(`kinds.${place.kind}.recordTitle`, { name: record.employee.name });
        const writable = !place.establishment.locked && record.status === 'Ongoing' && !record.read_only;
        return (
          <>
            <PageHeader title={title} breadcrumbs={[...crumbs, { label: title }]} />
            <Stack gap="md">
              <ProcessBanners process={record} />
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
                <Stack gap="md">
                  <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
                    <Fact label={t('detail.employee')}>
                      {record.employee.name} ({record.employee.employee_code})
                    </Fact>
                    <Fact label={t(`kinds.${place.kind}.eventColumn`)}>
                      {formatEvent(record.event_date, kind)}
                    </Fact>
                    <Fact label={t('detail.status')}>
                      <Badge color={STATUS_COLORS[record.status]} variant="light" tt="none">
                        {t(`status.${record.status}`)}
                      </Badge>
                    </Fact>
                    <Fact label={t('detail.recordedOn')}>{formatMoment(record.created_on)}</Fact>
                  </SimpleGrid>
                  <Group gap="sm">
                    <Button
                      variant="default"
                      leftSection={<IconFiles size={18} aria-hidden />}
                      onClick={() => setDialog('documents')}
                    >
                      {t('documents.open')}
                    </Button>
                    {record.can_cancel && !place.establishment.locked ? (
                      <Button
                        color="red"
                        variant="light"
                        leftSection={<IconBan size={18} aria-hidden />}
                        onClick={() => setDialog('cancel')}
                      >
                        {t('cancel.open')}
                      </Button>
                    ) : null}
                  </Group>
                </Stack>
              </Paper>
              <Title order={2} size="h4">
                {t('steps.heading')}
              </Title>
              <Stack gap="sm">
                {record.steps.map((step, index) => (
                  <StepCard
                    key={step.id}
                    establishmentId={place.establishment.id}
                    processId={record.id}
                    type={kind.type}
                    cmsIncidentId={record.cms_incident_id}
                    step={step}
                    number={index + 1}
                    writable={writable}
                  />
                ))}
              </Stack>
            </Stack>
            <DocumentsDialog
              documentsId={kind.documentsId}
              opened={dialog === 'documents'}
              onClose={() => setDialog(null)}
            />
            <CancelDialog
              establishmentId={place.establishment.id}
              processId={record.id}
              opened={dialog === 'cancel'}
              onClose={() => setDialog(null)}
            />
          </>
        );
      }}
    </QueryState>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} component="dl" m={0}>
      <Text component="dt" size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </Stack>
  );
}
