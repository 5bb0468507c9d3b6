import {
  ATTENDANCE_CHOOSABLE_TYPES,
  type AttendanceChoosableType,
  type AttendanceEntry,
} from '@anupalan/shared';
import { Button, Group, Input, NumberInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeTextInput } from '../../../../forms/widgets/TimeTextInput';
import { translateMessage } from '../../../../i18n/messages';
import { isApiError } from '../../../../lib/api';
import {
  type DraftErrors,
  type DraftField,
  draftErrors,
  draftOf,
  type EntryDraft,
  isPresent,
  outOnNextDay,
  valuesOf,
  withType,
} from '../../entry-values';

interface EntryFormProps {
  entry: AttendanceEntry;
  saving: boolean;
  /** The submit button's text ('Submit', or 'Submit and next' while walking the pending entries). */
  submitLabel: string;
  onSubmit: (values: ReturnType<typeof valuesOf>) => Promise<unknown>;
}

const DRAFT_FIELDS: readonly DraftField[] = [
  'type',
  'in_time',
  'out_time',
  'rest_minutes',
  'overtime_hours',
  'set_of_work',
];

/** The server's field errors ({"values.in_time": ...} or {"in_time": ...}) by the draft's fields. */
function serverErrors(error: unknown): DraftErrors {
  if (!isApiError(error) || !error.fields) return {};
  const found: DraftErrors = {};
  for (const [key, message] of Object.entries(error.fields)) {
    const field = key.split('.').at(-1) as DraftField;
    if (DRAFT_FIELDS.includes(field)) found[field] = message;
  }
  return found;
}

/**
 * One worker's attendance: the type (Present, Absent, Paid Leave), in and out time in 12-hour form (only when
 * Present; '(Next Day)' when the out time is not after the in time), rest, overtime and the set of work.
 * Submitting saves and submits the entry.
 */
export function EntryForm({ entry, saving, submitLabel, onSubmit }: EntryFormProps) {
  const { t } = useTranslation('attendance');
  const { t: tc } = useTranslation();
  const [draft, setDraft] = useState<EntryDraft>(() => draftOf(entry));
  const [errors, setErrors] = useState<DraftErrors>({});
  const inId = useId();
  const outId = useId();
  const present = isPresent(draft);
  const shown = (field: DraftField) => (errors[field] ? translateMessage(tc, errors[field]) : undefined);
  const change = (next: EntryDraft, ...fields: DraftField[]) => {
    setDraft(next);
    setErrors((current) => {
      const left = { ...current };
      for (const field of fields) delete left[field];
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
      setErrors(serverErrors(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Radio.Group
          label={t('entry.type')}
          required
          value={draft.type === 'week_off' ? null : draft.type}
          onChange={(value) =>
            change(withType(draft, value as AttendanceChoosableType), 'type', 'in_time', 'out_time')
          }
          error={shown('type')}
          description={draft.type === 'week_off' ? t('entry.wasWeekOff') : undefined}
        >
          <Group gap="md" mt={6}>
            {ATTENDANCE_CHOOSABLE_TYPES.map((type) => (
              <Radio key={type} value={type} label={t(`types.${type}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Group gap="md" align="flex-start">
          <Input.Wrapper
            id={inId}
            label={t('entry.inTime')}
            required={present}
            error={shown('in_time')}
            description={present ? undefined : t('entry.timesOnlyPresent')}
          >
            <TimeTextInput
              id={inId}
              value={draft.in_time}
              onChange={(value) => change({ ...draft, in_time: value }, 'in_time', 'out_time')}
              outTime={false}
              name={t('entry.inTime')}
              labelled
              invalid={Boolean(errors.in_time)}
              disabled={!present}
              readOnly={false}
              required={present}
            />
          </Input.Wrapper>
          <Input.Wrapper id={outId} label={t('entry.outTime')} required={present} error={shown('out_time')}>
            <TimeTextInput
              id={outId}
              value={draft.out_time}
              onChange={(value) => change({ ...draft, out_time: value }, 'out_time')}
              outTime
              nextDay={outOnNextDay(draft.in_time, draft.out_time)}
              name={t('entry.outTime')}
              labelled
              invalid={Boolean(errors.out_time)}
              disabled={!present}
              readOnly={false}
              required={present}
            />
          </Input.Wrapper>
        </Group>
        <Group gap="md" align="flex-start" grow>
          <NumberInput
            label={t('entry.rest')}
            value={draft.rest_minutes}
            onChange={(value) => change({ ...draft, rest_minutes: String(value) }, 'rest_minutes')}
            min={0}
            max={1440}
            allowDecimal={false}
            allowNegative={false}
            disabled={!present}
            error={shown('rest_minutes')}
          />
          <NumberInput
            label={t('entry.overtime')}
            value={draft.overtime_hours}
            onChange={(value) => change({ ...draft, overtime_hours: String(value) }, 'overtime_hours')}
            min={0}
            max={24}
            step={0.5}
            decimalScale={2}
            allowNegative={false}
            disabled={!present}
            error={shown('overtime_hours')}
          />
        </Group>
        <TextInput
          label={t('entry.setOfWork')}
          description={t('entry.setOfWorkHelp')}
          value={draft.set_of_work}
          onChange={(event) => change({ ...draft, set_of_work: event.currentTarget.value }, 'set_of_work')}
          maxLength={200}
          error={shown('set_of_work')}
        />
        {Object.keys(errors).length > 0 ? (
          <Text size="sm" c="red.8" role="alert">
            {t('entry.correct')}
          </Text>
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
