import { REQUIREMENT_CATALOGUE } from '@anupalan/shared';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { establishmentPath } from '../../../../config/paths';
import { HelpBubble } from '../../../../forms/HelpBubble';
import { schemaBubble, schemaTitle } from '../../../../i18n/schema-text';
import type { Requirement } from '../../api/contracts';
import { formatDay } from '../../format';
import { useRouteIds } from '../../use-route-ids';
import { DueStatus } from './DueStatus';

/** A requirement: its title (opening its form), help bubble, due date and whether it was submitted. */
export function RequirementCard({
  requirement,
  establishmentId,
}: {
  requirement: Requirement;
  establishmentId: string;
}) {
  const { t } = useTranslation('establishments');
  const { t: tc } = useTranslation();
  const { ref } = useRouteIds();
  const titleId = useId();
  const { schema, purpose } = requirement.cms_master;
  const { due_on, submitted_on } = requirement.establishment_requirement;
  // The served schema carries the title only; the help text is the shared catalogue's.
  const help = schemaBubble(tc, {
    ...requirement.cms_master,
    helpBubbleMessage: REQUIREMENT_CATALOGUE.find((item) => item.code === purpose)?.helpBubbleMessage,
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Group gap={4} wrap="nowrap" align="flex-start">
          <Anchor
            id={titleId}
            component={Link}
            to={establishmentPath(ref, establishmentId, `requirements/${encodeURIComponent(requirement.id)}`)}
            fw={700}
          >
            {schemaTitle(tc, { ...requirement.cms_master, title: schema.title })}
          </Anchor>
          {help ? <HelpBubble titleId={titleId} message={help} /> : null}
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('requirements.dueOn', { date: formatDay(due_on) })}</Text>
          <DueStatus dueOn={due_on} submittedOn={submitted_on} />
        </Group>
      </Stack>
    </Card>
  );
}
