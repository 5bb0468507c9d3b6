import { type FieldSchema, type FormValues, getPath } from '@anupalan/shared';
import { Alert, Button, Input, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/messages';
import { formatNumber } from '../display/format';
import { useFormContext } from '../form-context';
import { asText, type DisplayProps, inputProps, type WidgetProps } from '../widget-types';

/** calculation: the live result of the field's expression over other columns; never typed. */
export function CalculationWidget(props: WidgetProps) {
  const value = props.value === undefined || props.value === null ? '' : formatNumber(props.value);
  return <TextInput {...inputProps(props)} value={value} readOnly variant="filled" />;
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
      {translateMessage(t, props.field.title ?? '')}
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
    label: translateMessage(t, progress.label),
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
      {field.btnText ? translateMessage(t, field.btnText) : t('forms.open')}
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
