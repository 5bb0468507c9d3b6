import { formatDate } from '@anupalan/shared';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { subprojectAddPath, subprojectPath } from '../../../../config/paths';
import type { ProjectRecord } from '../../api/contracts';

/** The subprojects of a project, each leading to its details; a Government adds more while it is open. */
export function ProjectSubprojects({ project, canAdd }: { project: ProjectRecord; canAdd: boolean }) {
  const { t } = useTranslation('projects');
  return (
    <Stack gap="md" mt="xl" component="section" aria-labelledby="project-subprojects">
      <Group justify="space-between">
        <Title order={2} size="h3" id="project-subprojects">
          {t('project.subprojects')}
        </Title>
        {canAdd ? (
          <Button
            component={Link}
            to={subprojectAddPath(project.id)}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('card.addSubproject')}
          </Button>
        ) : null}
      </Group>
      {project.subprojects.length === 0 ? (
        <Card withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            {t('card.noSubprojects')}
          </Text>
        </Card>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {project.subprojects.map((subproject) => (
            <Card component="li" key={subproject.id} withBorder radius="md" padding="md">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Anchor
                    component={Link}
                    to={subprojectPath({ projectId: project.id, subprojectId: subproject.id }, 'details')}
                    fw={700}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {subproject.body.name}
                  </Anchor>
                  {subproject.closed_on ? (
                    <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
                      {t('card.closed')}
                    </Badge>
                  ) : null}
                </Group>
                {typeof subproject.body.location === 'string' ? (
                  <Text size="sm" c="dimmed">
                    {subproject.body.location}
                  </Text>
                ) : null}
                {subproject.closed_on ? (
                  <Text size="sm" c="dimmed">
                    {t('card.closedOn', { date: formatDate(subproject.closed_on) })}
                  </Text>
                ) : null}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
