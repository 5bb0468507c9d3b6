import type { LawParameter, LawReference } from '@anupalan/shared';
import { Anchor, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../format';

function Reference({ reference }: { reference: LawReference }) {
  const label = reference.notification ? `${reference.title} (${reference.notification})` : reference.title;
  return reference.href ? (
    <Anchor href={reference.href} target="_blank" rel="noopener noreferrer" size="sm">
      {label}
    </Anchor>
  ) : (
    <Text size="sm" span>
      {label}
    </Text>
  );
}

type Values = LawParameter['values'];

function ValueTable({ values, unit }: { values: Values; unit: string }) {
  const { t } = useTranslation('compliance');
  return (
    <Table.ScrollContainer minWidth={420} type="native">
      <Table withTableBorder verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={130}>{t('lawPage.from')}</Table.Th>
            <Table.Th w={140}>{t('lawPage.value')}</Table.Th>
            <Table.Th>{t('lawPage.reference')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {values.map((v) => (
            <Table.Tr key={v.from}>
              <Table.Td>{formatDay(v.from)}</Table.Td>
              <Table.Td>
                {v.value} {unit}
              </Table.Td>
              <Table.Td>{v.reference ? <Reference reference={v.reference} /> : null}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A parameter: its dated values, each state's own values, and the texts it rests on. */
export function ParameterDetails({ parameter }: { parameter: LawParameter }) {
  const { t } = useTranslation('compliance');
  const states = Object.entries(parameter.stateValues);
  return (
    <Paper withBorder radius="sm" p="sm" bg="var(--mantine-color-gray-0)">
      <Stack gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {parameter.description}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {parameter.id}
          </Text>
          {parameter.unconfirmed ? (
            <Badge size="xs" variant="light" color="yellow" tt="none">
              {t('lawPage.unconfirmed')}
            </Badge>
          ) : null}
        </Group>
        {parameter.currentValue !== null ? (
          <Text size="sm">
            {t('lawPage.currentValue', { value: `${parameter.currentValue} ${parameter.unit}` })}
          </Text>
        ) : null}
        <ValueTable values={parameter.values} unit={parameter.unit} />
        {states.map(([state, values]) => (
          <div key={state}>
            <Text size="sm" fw={600}>
              {t('lawPage.inState', { state })}
            </Text>
            <ValueTable values={values} unit={parameter.unit} />
          </div>
        ))}
        {parameter.references.length ? (
          <div>
            <Text size="sm" fw={600}>
              {t('lawPage.references')}
            </Text>
            <Stack gap={2}>
              {parameter.references.map((r) => (
                <Reference key={`${r.title}-${r.href ?? ''}`} reference={r} />
              ))}
            </Stack>
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}
