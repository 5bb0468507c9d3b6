import { formatDate } from '@anupalan/shared';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/data/PagedTable';
import { QueryState } from '../../../components/feedback/QueryState';
import { linkedAgencyPath } from '../../../config/paths';
import { useCurrentEntry } from '../../../lib/session/use-session';
import type { LinkedAgency, LinkKind } from '../api/contracts';
import { useLinkedAgencies } from '../api/list-linked';
import type { SubprojectFrame } from './frame';
import { InviteButton } from './invite/InviteButton';

/**
 * The contractors or consultants of a subproject, each row opening its record; terminated ones are tinted
 * red. A Government invites more while the subproject is open.
 */
export function LinkedAgencies({ kind, frame }: { kind: LinkKind; frame: SubprojectFrame }) {
  const { t } = useTranslation('projects');
  const { t: tc } = useTranslation();
  const government = useCurrentEntry()?.role === 'Government';
  const linked = useLinkedAgencies(frame.ref.subprojectId, kind);
  const contractors = kind === 'contractor';

  return (
    <>
      {government && !frame.closed ? (
        <Group justify="flex-end" mb="md">
          <InviteButton kind={kind} subprojectId={frame.ref.subprojectId} />
        </Group>
      ) : null}
      <QueryState query={linked} errorText={tc('lists.loadFailed')} py="lg">
        {(rows) => (
          <PagedTable
            label={t(`links.kinds.${kind}.title`)}
            rows={rows}
            rowKey={(row) => row.id}
            // The whole list in one answer (a subproject has a handful), numbered in the server's order.
            serialOf={(_row, index) => index + 1}
            hrefOf={(row) => linkedAgencyPath(frame.ref, kind, row.agency_id)}
            rowProps={(row) => ({
              bg: row.terminated_on ? 'red.0' : undefined,
              'data-terminated': row.terminated_on ? 'true' : undefined,
            })}
            columns={[
              { header: t('links.name'), cell: (row) => row.name },
              ...(contractors
                ? [
                    {
                      header: t('links.consultant'),
                      cell: (row: LinkedAgency) => row.consultant_name ?? t('links.noConsultant'),
                    },
                  ]
                : []),
              {
                header: t('links.signedUp'),
                cell: (row) =>
                  row.signed_up_at ? (
                    formatDate(row.signed_up_at)
                  ) : (
                    <Badge color="yellow" variant="light">
                      {t('links.pending')}
                    </Badge>
                  ),
              },
              {
                header: t('links.terminatedOn'),
                cell: (row) =>
                  row.terminated_on ? (
                    <Text c="red.8" fw={600} size="sm">
                      {formatDate(row.terminated_on)}
                    </Text>
                  ) : (
                    tc('forms.noValue')
                  ),
              },
            ]}
            minWidth={contractors ? 560 : 440}
          />
        )}
      </QueryState>
    </>
  );
}
