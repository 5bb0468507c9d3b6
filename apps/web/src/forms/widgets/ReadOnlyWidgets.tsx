import {
  amountOf,
  evaluateExpression,
  type FieldSchema,
  type FormValues,
  getPath,
  isCalculatedValue,
  roundTo,
} from '@anupalan/shared';
import { ActionIcon, Alert, Button, Input, Progress, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCalculator, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../../i18n/schema-text';
import { formatNumber } from '../display/format';
import { useFormContext } from '../form-context';
import { asText, type DisplayProps, inputProps, type WidgetProps } from '../widget-types';

/**
 * calculation: the live result of the field's expression over other columns. An overridable one may be
 * typed over; it then says so, and a button brings the calculation back.
 */
export function CalculationWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { field, value } = props;
  if (!field.overridable) {
    const shown = value === undefined || value === null ? '' : formatNumber(value);
    return <TextInput {...inputProps(props)} value={shown} readOnly variant="filled" />;
  }
  const entered = isCalculatedValue(value) && value.entered;
  const amount = amountOf(value);
  const shown =
    typeof amount === 'number' && field.decimals !== undefined
      ? amount.toFixed(field.decimals)
      : asText(amount);
  const calculated = field.expression ? evaluateExpression(field.expression, props.values) : null;
  const restore = entered && !props.readOnly && !props.disabled;
  return (
    <TextInput
      {...inputProps(props)}
      value={shown}
      inputMode="decimal"
      placeholder={
        calculated === null ? undefined : roundTo(calculated, field.decimals).toFixed(field.decimals ?? 2)
      }
      onChange={(event) => props.onChange({ value: event.currentTarget.value, entered: true })}
      rightSection={
        restore ? (
          <Tooltip label={t('forms.useCalculated')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('forms.useCalculatedFor', { title: props.title })}
              onClick={() => props.onChange(undefined)}
            >
              <IconCalculator size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : null
      }
    />
  );
}

/** text-view: a value shown as text beside the inputs. */
export function TextViewWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const text = asText(props.value);
  return (
    <Input.Wrapper label={props.hideLabel ? undefined : props.label} labelElement="div">
      <Text mt={4} c={text ? undefined : 'dimmed'}>
        {text || t('forms.noValue')}
      </Text>
    </Input.Wrapper>
  );
}

/** warning-box: the field's title as a warning. */
export function WarningBoxWidget(props: WidgetProps) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} role="note">
      {fieldText(t, props.field, 'title')}
    </Alert>
  );
}

/** The progress of a progress-bar field: '{n} of {total} {label} remaining'. */
function ProgressSummary({ field, values }: { field: FieldSchema; values: FormValues }) {
  const { t } = useTranslation();
  const progress = field.progress;
  if (!progress) throw new Error(`progress-bar ${field.colName} has no progress columns`);
  const remaining = Number(getPath(values, progress.remainingCol) ?? 0);
  const total = Number(getPath(values, progress.totalCol) ?? 0);
  const valid = Number.isFinite(remaining) && Number.isFinite(total) && total > 0;
  const done = valid ? Math.min(100, Math.max(0, ((total - remaining) / total) * 100)) : 0;
  const text = t('forms.progress', {
    n: valid ? formatNumber(remaining) : 0,
    total: valid ? formatNumber(total) : 0,
    label: fieldText(t, field, 'progress'),
  });
  return (
    <Stack gap={6} mt={4}>
      <Progress value={done} aria-label={text} size="lg" radius="xl" />
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Stack>
  );
}

/** progress-bar: how many of a total remain, from the columns the schema names. */
export function ProgressBarWidget(props: WidgetProps) {
  return (
    <Input.Wrapper label={props.hideLabel ? undefined : props.label} labelElement="div">
      <ProgressSummary field={props.field} values={props.values} />
    </Input.Wrapper>
  );
}

export function ProgressBarDisplay({ field, values }: DisplayProps) {
  return <ProgressSummary field={field} values={values} />;
}

/** A button (btnText) that opens the field's url in a new tab. */
function UrlButton({ field }: { field: FieldSchema }) {
  const { t } = useTranslation();
  const { resolveUrl } = useFormContext();
  if (!field.url) throw new Error(`view-url-button ${field.colName} has no url`);
  return (
    <Button
      component="a"
      href={resolveUrl(field.url)}
      target="_blank"
      rel="noopener noreferrer"
      variant="light"
      rightSection={<IconExternalLink size={16} aria-hidden />}
    >
      {fieldText(t, field, 'button') ?? t('forms.open')}
    </Button>
  );
}

/** view-url-button: opens the field's url. */
export function ViewUrlButtonWidget(props: WidgetProps) {
  return (
    <Input.Wrapper label={props.hideLabel ? undefined : props.label} labelElement="div">
      <div>
        <UrlButton field={props.field} />
      </div>
    </Input.Wrapper>
  );
}

export function ViewUrlButtonDisplay({ field }: DisplayProps) {
  return <UrlButton field={field} />;
}
