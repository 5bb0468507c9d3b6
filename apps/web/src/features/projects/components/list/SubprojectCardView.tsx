import { formatDate, type Role } from '@anupalan/shared';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type SubprojectRef, subprojectPath } from '../../../../config/paths';
import type { SubprojectCard } from '../../api/contracts';
import { ContractorCards, EstablishmentCards } from './SubprojectWork';

/**
 * A subproject on the project list: name, location, and what the role works with (establishments, or a
 * consultant's contractors), and the open violations and warnings the compliance engine found in the
 * establishments the caller reaches (not shown to subcontractors, whose cards carry none).
 */
export function SubprojectCardView({ card, role }: { card: SubprojectCard; role: Role | null }) {
  const { t } = useTranslation('projects');
  const ref: SubprojectRef = { projectId: card.projects.id, subprojectId: card.subproject_id };
  const { body, closed_on: closedOn, is_deleted: deleted } = card.subprojects;
  const reachable = !deleted;
  const contractor = role === 'Contractor';
  return (
    <Card component="li" withBorder radius="md" padding="md" bg="gray.0">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {body.name}
          </Title>
          {deleted ? (
            <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
              {t('card.deleted')}
            </Badge>
          ) : closedOn ? (
            <Badge
              color="gray"
              variant="light"
              title={t('card.closedOn', { date: formatDate(closedOn) })}
              style={{ flexShrink: 0 }}
            >
              {t('card.closed')}
            </Badge>
          ) : null}
        </Group>
        {typeof body.location === 'string' && body.location ? (
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="sm" c="dimmed">
              {body.location}
            </Text>
          </Group>
        ) : null}
        {card.compliances ? (
          <Group gap={6}>
            <Badge color="red" variant={card.compliances.violations ? 'filled' : 'light'} tt="none">
              {t('card.violations', { count: card.compliances.violations })}
            </Badge>
            <Badge color="orange" variant={card.compliances.warnings ? 'filled' : 'light'} tt="none">
              {t('card.warnings', { count: card.compliances.warnings })}
            </Badge>
          </Group>
        ) : null}
        {card.establishments ? (
          <EstablishmentCards refIds={ref} establishments={card.establishments} linked={reachable} />
        ) : null}
        {card.contractors ? <ContractorCards contractors={card.contractors} /> : null}
        {reachable ? (
          <Group justify="space-between" mt="auto" pt="xs" gap="xs">
            <Anchor
              component={Link}
              to={subprojectPath(ref, 'details')}
              size="sm"
              fw={600}
              aria-label={t('card.viewDetailsOf', { name: body.name })}
            >
              {t('card.viewDetails')}
            </Anchor>
            {contractor && !closedOn ? (
              <Anchor component={Link} to={subprojectPath(ref, 'establishments/add')} size="sm" fw={600}>
                <Group gap={4} wrap="nowrap" component="span">
                  <IconPlus size={14} aria-hidden />
                  {t('card.addEstablishment')}
                </Group>
              </Anchor>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
