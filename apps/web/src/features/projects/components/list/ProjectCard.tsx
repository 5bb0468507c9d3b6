import { formatDate, type Role } from '@anupalan/shared';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { projectPath, subprojectAddPath } from '../../../../config/paths';
import type { ProjectListItem } from '../../api/contracts';
import { ProjectCardMenu } from './ProjectCardMenu';
import { SubprojectCardView } from './SubprojectCardView';

const place = (body: Record<string, unknown>) =>
  [body.location, body.state].filter((part): part is string => typeof part === 'string' && part !== '');

/** A project on the list: its name, place and state, its subprojects, and for a Government its menu. */
export function ProjectCard({ project, role }: { project: ProjectListItem; role: Role | null }) {
  const { t } = useTranslation('projects');
  const titleId = useId();
  const government = role === 'Government';
  const open = !project.closed_on && !project.is_deleted;
  const where = place(project.body);

  return (
    <Card component="article" withBorder radius="md" padding="lg" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4} miw={0}>
            <Group gap="xs">
              <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
                {project.body.name}
              </Title>
              {project.is_deleted ? (
                <Badge color="red" variant="light">
                  {t('card.deleted')}
                </Badge>
              ) : project.closed_on ? (
                <Badge color="gray" variant="light">
                  {t('card.closedOn', { date: formatDate(project.closed_on) })}
                </Badge>
              ) : null}
            </Group>
            {where.length > 0 ? (
              <Text size="sm" c="dimmed">
                {where.join(', ')}
              </Text>
            ) : null}
            {project.is_deleted ? null : (
              <Anchor
                component={Link}
                to={projectPath(project.id)}
                size="sm"
                fw={600}
                style={{ alignSelf: 'flex-start' }}
                aria-label={t('card.viewDetailsOf', { name: project.body.name })}
              >
                {t('card.viewDetails')}
              </Anchor>
            )}
          </Stack>
          {government ? <ProjectCardMenu project={project} /> : null}
        </Group>

        {project.subprojects.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('card.noSubprojects')}
          </Text>
        ) : (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, xl: 3 }}
            spacing="md"
            aria-label={t('card.subprojectsOf', { name: project.body.name })}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {project.subprojects.map((card) => (
              <SubprojectCardView key={card.subproject_id} card={card} role={role} />
            ))}
          </SimpleGrid>
        )}

        {government && open ? (
          <Group justify="flex-end">
            <Button
              component={Link}
              to={subprojectAddPath(project.id)}
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              aria-label={t('card.addSubprojectTo', { name: project.body.name })}
            >
              {t('card.addSubproject')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
