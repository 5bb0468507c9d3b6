import { formatDate } from '@anupalan/shared';
import { Box, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LinkedAgency, LinkKind } from '../api/contracts';

/** What the link to the subproject records: the consultant, the handover, the sign-up and any termination. */
export function LinkFacts({ kind, link }: { kind: LinkKind; link: LinkedAgency }) {
  const { t } = useTranslation('projects');
  const { t: tc } = useTranslation();
  const none = tc('forms.noValue');
  const handover = link.body?.date_of_handover;
  const facts: { label: string; value: string }[] = [];
  if (kind === 'contractor') {
    facts.push(
      { label: t('links.consultant'), value: link.consultant_name ?? t('links.noConsultant') },
      { label: t('links.handover'), value: handover ? formatDate(handover) : none },
    );
  }
  facts.push(
    {
      label: t('links.signedUp'),
      value: link.signed_up_at ? formatDate(link.signed_up_at) : t('links.pending'),
    },
    { label: t('links.terminatedOn'), value: link.terminated_on ? formatDate(link.terminated_on) : none },
  );
  if (link.termination_body?.reason) {
    facts.push({ label: t('links.reason'), value: link.termination_body.reason });
  }
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} m={0} spacing="md">
      {facts.map((fact) => (
        <Box key={fact.label}>
          <Text component="dt" size="sm" c="dimmed" fw={500}>
            {fact.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {fact.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
