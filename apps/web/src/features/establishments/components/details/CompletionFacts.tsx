import { Box, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FileLink } from '../../../../forms/files/FileLink';
import type { EstablishmentRecord } from '../../api/contracts';
import { formatDay } from '../../format';

/** What the completion or cancellation recorded: the date, Form VII and the note. */
export function CompletionFacts({ establishment }: { establishment: EstablishmentRecord }) {
  const { t } = useTranslation('establishments');
  const body = establishment.completion_body;
  const facts = [
    { label: t('completion.date'), value: body?.date ? formatDay(body.date) : null },
    {
      label: t('completion.formVII'),
      value: body?.formVII ? <FileLink file={body.formVII} image={false} /> : null,
    },
    { label: t('completion.note'), value: body?.note || null },
    {
      label: t('completion.closedOn'),
      value: establishment.closed_on ? formatDay(establishment.closed_on) : null,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {facts
        .filter((fact) => fact.value !== null)
        .map((fact) => (
          <Box key={fact.label} component="dl" m={0}>
            <Text component="dt" size="sm" c="dimmed" fw={500}>
              {fact.label}
            </Text>
            <Box component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {fact.value}
            </Box>
          </Box>
        ))}
    </SimpleGrid>
  );
}
