import { formatDate } from '@anupalan/shared';
import { Alert, Anchor, Badge, Center, Group, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { linkedAgencyPath } from '../../../config/paths';
import { useCurrentEntry } from '../../../lib/session/use-session';
import type { LinkKind } from '../api/contracts';
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
  const navigate = useNavigate();
  const government = useCurrentEntry()?.role === 'Government';
  const { data, isPending, isError } = useLinkedAgencies(frame.ref.subprojectId, kind);
  const contractors = kind === 'contractor';
  const columns = contractors ? 5 : 4;

  return (
    <>
      {government && !frame.closed ? (
        <Group justify="flex-end" mb="md">
          <InviteButton kind={kind} subprojectId={frame.ref.subprojectId} />
        </Group>
      ) : null}
      {isPending ? (
        <Center py="lg">
          <Loader aria-label={tc('common.loading')} />
        </Center>
      ) : isError ? (
        <Alert color="red">{tc('lists.loadFailed')}</Alert>
      ) : (
        <Table.ScrollContainer minWidth={contractors ? 560 : 440}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={t(`links.kinds.${kind}.title`)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={56}>{tc('lists.no')}</Table.Th>
                <Table.Th>{t('links.name')}</Table.Th>
                {contractors ? <Table.Th>{t('links.consultant')}</Table.Th> : null}
                <Table.Th>{t('links.signedUp')}</Table.Th>
                <Table.Th>{t('links.terminatedOn')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((row, index) => {
                const href = linkedAgencyPath(frame.ref, kind, row.agency_id);
                return (
                  <Table.Tr
                    key={row.id}
                    bg={row.terminated_on ? 'red.0' : undefined}
                    data-terminated={row.terminated_on ? 'true' : undefined}
                    onClick={() => navigate(href)}
                    style={{ cursor: 'pointer' }}
                  >
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={href}
                        fw={600}
                        onClick={(event) => event.stopPropagation()}
                      >
                        {row.name}
                      </Anchor>
                    </Table.Td>
                    {contractors ? (
                      <Table.Td>{row.consultant_name ?? t('links.noConsultant')}</Table.Td>
                    ) : null}
                    <Table.Td>
                      {row.signed_up_at ? (
                        formatDate(row.signed_up_at)
                      ) : (
                        <Badge color="yellow" variant="light">
                          {t('links.pending')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {row.terminated_on ? (
                        <Text c="red.8" fw={600} size="sm">
                          {formatDate(row.terminated_on)}
                        </Text>
                      ) : (
                        tc('forms.noValue')
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              {data.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns}>
                    <Text c="dimmed">{tc('common.noResults')}</Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
