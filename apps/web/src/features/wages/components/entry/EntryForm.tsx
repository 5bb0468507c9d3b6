import {
  WAGE_PAYMENT_MODES,
  type WageEntry,
  type WageEntryValues,
  type WagePaymentMode,
} from '@anupalan/shared';
import {
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../i18n/messages';
import { isApiError } from '../../../../lib/api';
import {
  type AmountField,
  DEDUCTION_FIELDS,
  type DraftErrors,
  type DraftField,
  draftErrors,
  draftOf,
  draftTotals,
  EARNING_FIELDS,
  rupeesOfPaise,
  valuesOf,
  type WageDraft,
} from '../../entry-values';

interface EntryFormProps {
  entry: WageEntry;
  saving: boolean;
  /** 'Submit', or 'Submit and next' while walking the pending entries. */
  submitLabel: string;
  onSubmit: (values: WageEntryValues) => Promise<unknown>;
  /** Walking the pending entries: the next entry's first box takes the focus, so the keyboard goes on there. */
  focusFirst?: boolean;
}

/** The server's field errors ({"values.hra": ...} or {"hra": ...}) by the draft's fields. */
function serverErrors(error: unknown, draft: WageDraft): DraftErrors {
  if (!isApiError(error) || !error.fields) return {};
  const found: DraftErrors = {};
  for (const [key, message] of Object.entries(error.fields)) {
    const field = key.split('.').at(-1) as DraftField;
    if (field in draft) found[field] = message;
  }
  return found;
}

/**
 * The earnings and deductions a person enters for one worker (Form B's columns), with the gross, deductions and
 * net of what is on screen worked out exactly as they type. Submitting saves and submits the entry; the server
 * recomputes every line and refuses deductions over half of gross.
 */
export function EntryForm({ entry, saving, submitLabel, onSubmit, focusFirst = false }: EntryFormProps) {
  const { t } = useTranslation('wages');
  const { t: tc } = useTranslation();
  const [draft, setDraft] = useState<WageDraft>(() => draftOf(entry));
  const [errors, setErrors] = useState<DraftErrors>({});
  const firstBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusFirst) firstBox.current?.focus();
  }, [focusFirst]);
  const totals = draftTotals(entry, draft);
  const shown = (field: DraftField) => (errors[field] ? translateMessage(tc, errors[field]) : undefined);
  const change = (field: DraftField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const left = { ...current };
      delete left[field];
      return left;
    });
  };

  const submit = async () => {
    const problems = draftErrors(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await onSubmit(valuesOf(draft));
    } catch (error) {
      setErrors(serverErrors(error, draft));
    }
  };

  const amount = (field: AmountField) => (
    <TextInput
      key={field}
      ref={field === EARNING_FIELDS[0] ? firstBox : undefined}
      label={t(`entry.${field}`)}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      leftSection="₹"
      value={draft[field]}
      onChange={(event) => change(field, event.currentTarget.value)}
      error={shown(field)}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('entry.earnings')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {EARNING_FIELDS.map(amount)}
        </SimpleGrid>
        <Title order={3} size="h5">
          {t('entry.deductions')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {DEDUCTION_FIELDS.map(amount)}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('entry.paymentMode')}
            data={WAGE_PAYMENT_MODES.map((mode) => ({ value: mode, label: t(`paymentModes.${mode}`) }))}
            value={draft.payment_mode || null}
            onChange={(value) => change('payment_mode', (value ?? '') as WagePaymentMode | '')}
            clearable
          />
          <TextInput
            label={t('entry.paymentReference')}
            maxLength={100}
            value={draft.payment_reference}
            onChange={(event) => change('payment_reference', event.currentTarget.value)}
            error={shown('payment_reference')}
          />
        </SimpleGrid>
        <Textarea
          label={t('entry.remarks')}
          autosize
          minRows={1}
          maxLength={500}
          value={draft.remarks}
          onChange={(event) => change('remarks', event.currentTarget.value)}
          error={shown('remarks')}
        />
        {totals ? (
          <Table variant="vertical" withTableBorder layout="fixed" aria-label={t('entry.totalsLabel')}>
            <Table.Tbody>
              {(
                [
                  [t('entry.gross'), totals.grossPaise],
                  [t('entry.totalDeductions'), totals.deductionsPaise],
                  [t('entry.net'), totals.netPaise],
                ] as const
              ).map(([label, paise]) => (
                <Table.Tr key={label}>
                  <Table.Th w="55%">{label}</Table.Th>
                  <Table.Td fw={600}>{rupeesOfPaise(paise)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        {totals?.overHalf ? (
          <Alert color="red" role="alert">
            {t('entry.overHalf', { most: rupeesOfPaise(Math.floor(totals.grossPaise / 2)) })}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
