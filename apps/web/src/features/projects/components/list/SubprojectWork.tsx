import { formatDate } from '@anupalan/shared';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { establishmentPath, type SubprojectRef } from '../../../../config/paths';
import type { ContractorCard, EstablishmentCard } from '../../api/contracts';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

const MARKS: Record<number, { key: 'card.markedComplete' | 'card.markedCancelled'; color: string }> = {
  1: { key: 'card.markedComplete', color: 'green' },
  2: { key: 'card.markedCancelled', color: 'red' },
};

/** A contractor's (or subcontractor's) establishments in the subproject: name, state and (not for a subcontractor) counts. */
export function EstablishmentCards({
  refIds,
  establishments,
  linked,
}: {
  refIds: SubprojectRef;
  establishments: EstablishmentCard[];
  /** Names link to the establishments (not in a deleted subproject). */
  linked: boolean;
}) {
  const { t } = useTranslation('projects');
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {t('card.establishments')}
      </Text>
      {establishments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('card.noEstablishments')}
        </Text>
      ) : (
        <Stack component="ul" gap={6} style={listStyle}>
          {establishments.map((item) => {
            const mark = MARKS[item.status];
            return (
              <Paper component="li" key={item.id} withBorder radius="sm" px="sm" py={6}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Stack gap={0} miw={0}>
                    {linked ? (
                      <Anchor
                        component={Link}
                        to={establishmentPath(refIds, item.id, 'details')}
                        size="sm"
                        fw={600}
                      >
                        {item.body.name}
                      </Anchor>
                    ) : (
                      <Text size="sm" fw={600}>
                        {item.body.name}
                      </Text>
                    )}
                    {item.body.state ? (
                      <Text size="xs" c="dimmed">
                        {item.body.state}
                      </Text>
                    ) : null}
                    {item.compliances ? (
                      <Text size="xs" c={item.compliances.violations ? 'red.8' : 'dimmed'}>
                        {t('card.establishmentCounts', {
                          violations: t('card.violations', { count: item.compliances.violations }),
                          warnings: t('card.warnings', { count: item.compliances.warnings }),
                        })}
                      </Text>
                    ) : null}
                  </Stack>
                  {mark ? (
                    <Badge
                      color={mark.color}
                      variant="light"
                      size="sm"
                      title={item.closed_on ? formatDate(item.closed_on) : undefined}
                      style={{ flexShrink: 0 }}
                    >
                      {t(mark.key)}
                    </Badge>
                  ) : null}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

/** The contractors a consultant reviews in the subproject; terminated ones say since when. */
export function ContractorCards({ contractors }: { contractors: ContractorCard[] }) {
  const { t } = useTranslation('projects');
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {t('card.contractors')}
      </Text>
      {contractors.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('card.noContractors')}
        </Text>
      ) : (
        <Stack component="ul" gap={4} style={listStyle}>
          {contractors.map((item) => (
            <Text component="li" key={item.agency_id} size="sm" fw={500}>
              {item.name}
              {item.terminated_on ? (
                <Text component="span" size="xs" c="red.8" ml={6}>
                  {t('card.terminatedOn', { date: formatDate(item.terminated_on) })}
                </Text>
              ) : null}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
