import {
  allFields,
  type FieldSchema,
  FORM_INVALID_MESSAGE,
  type FormSchema,
  type FormValues,
  type MessageResponse,
  withTextKeys,
} from '@anupalan/shared';
import { Alert, Button, Group, Stack, Stepper } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProceed } from '../components/feedback/use-proceed';
import { translateMessage } from '../i18n/messages';
import { schemaTitle, stepTitle } from '../i18n/schema-text';
import { errorMessage, isSessionExpiry } from '../lib/api';
import { serverFieldErrors } from '../lib/form-validation';
import { notifyError, notifySuccess } from '../lib/notify';
import { useCurrentEntry } from '../lib/session/use-session';
import { createAsyncChecker } from './api/check-async-rule';
import { saveForm } from './api/save-form';
import { uploadUrlFor } from './api/upload-file';
import { markForm, useDirtyRegistration } from './engine/dirty-forms';
import { useRevealFirstError } from './engine/reveal-first-error';
import { useFormEngine } from './engine/use-form-engine';
import { stepOfError, validateFieldsFully } from './engine/validate';
import { FormFields } from './FormFields';
import { FormContext, type FormContextValue, fillPlaceholders } from './form-context';
import { widgetFor } from './registry';
import { useSchemaParams } from './use-schema-params';

export interface FormRendererProps {
  schema: FormSchema;
  initialValues?: FormValues;
  /** Values for the `{placeholders}` of saveUrl and of the fields' src, besides the route's parameters. */
  params?: Record<string, string>;
  /** An edit of an existing record (fields hidden in edit mode are left out; the save says isEdit). */
  isEdit?: boolean;
  /** Replaces the generic save (POST {values} to saveUrl) for forms whose call differs. */
  submit?: (values: FormValues) => Promise<MessageResponse>;
  /** The success message to show instead of the server's. */
  successMessage?: string;
  /** The failure message when the server gives none; defaults to the add or edit failure. */
  failureMessage?: string;
  onSaved?: (result: MessageResponse, values: FormValues) => void;
  /** Handles a failed save instead of the failure notification (field errors are shown either way). */
  onFailed?: (error: unknown) => void;
  /** A step of a longer flow: a save moves on without a notification (the flow reports at its end). */
  silent?: boolean;
  /** Empties the form after a save (a message sent), instead of keeping what was saved. */
  resetOnSave?: boolean;
  submitLabel?: string;
  onCancel?: () => void;
  /** Placed under a field, e.g. the password checklist under the new password. */
  renderAfterField?: (colName: string, values: FormValues) => ReactNode;
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * An irreversible action (closing, deleting, cancelling): once the values are valid, this question is
   * asked on the 'Proceed' confirmation screen, and only Proceed saves.
   */
  proceedQuestion?: string;
}

/**
 * Renders any form schema: one step, or a stepper whose Next checks the current step. Validation is the
 * shared module the server runs on every save; the server's field errors come back onto the fields.
 */
export function FormRenderer(props: FormRendererProps) {
  const { isEdit = false, onDirtyChange } = props;
  // Every field carries the key of its texts in the catalogue (the widgets look their titles up by it).
  const schema = useMemo(() => withTextKeys(props.schema), [props.schema]);
  const params = useSchemaParams(props.params);
  const { t } = useTranslation();
  const role = useCurrentEntry()?.role ?? null;
  const engine = useFormEngine({ schema, initialValues: props.initialValues });
  const proceed = useProceed();
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const dirtyId = useDirtyRegistration(engine.dirty);
  const formRef = useRef<HTMLFormElement>(null);
  const [revealCount, setRevealCount] = useState(0);
  useRevealFirstError(formRef, revealCount);
  useEffect(() => onDirtyChange?.(engine.dirty), [engine.dirty, onDirtyChange]);

  const context: FormContextValue = {
    resolveUrl: (template) => fillPlaceholders(template, params),
    uploadUrl: uploadUrlFor(params),
    role,
    isEdit,
    multipart: Boolean(schema.multipart),
    widgetFor,
    revealCount,
  };
  const steps = schema.steps;
  const current = steps[step];
  if (!current) throw new Error(`Schema ${schema.type}-${schema.purpose} has no step ${step}`);
  const lastStep = step === steps.length - 1;

  async function validate(fields: FieldSchema[]): Promise<boolean> {
    const errors = await validateFieldsFully(
      fields,
      engine.values,
      { role, isEdit },
      createAsyncChecker(context.resolveUrl),
    );
    engine.setErrors(errors);
    const paths = Object.keys(errors);
    setInvalid(paths.length > 0 ? FORM_INVALID_MESSAGE : null);
    if (paths[0]) {
      setStep(stepOfError(steps, paths[0]));
      setRevealCount((count) => count + 1);
    }
    return paths.length === 0;
  }

  async function save() {
    const values = engine.values;
    try {
      const result = await (props.submit ?? ((v: FormValues) => saveForm(schema, v, { params, isEdit })))(
        values,
      );
      markForm(dirtyId, false);
      engine.reset(props.resetOnSave ? (props.initialValues ?? {}) : values);
      if (props.resetOnSave) setStep(0);
      const fallback = isEdit ? t('forms.edited') : t('forms.added');
      if (!props.silent) {
        notifySuccess(
          props.successMessage ?? (result.message ? translateMessage(t, result.message) : fallback),
        );
      }
      props.onSaved?.(result, values);
    } catch (error) {
      if (isSessionExpiry(error)) return;
      const fields = serverFieldErrors(error, t);
      const first = fields ? Object.keys(fields)[0] : undefined;
      if (fields && first) {
        engine.setErrors(fields);
        setStep(stepOfError(steps, first));
        setRevealCount((count) => count + 1);
        setInvalid(errorMessage(error, FORM_INVALID_MESSAGE));
      }
      if (props.onFailed) props.onFailed(error);
      else {
        const fallback = props.failureMessage ?? (isEdit ? t('forms.editFailed') : t('forms.addFailed'));
        notifyError(t('common.error'), translateMessage(t, errorMessage(error, fallback)));
      }
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      if (!lastStep) {
        if (await validate(current?.fields ?? [])) setStep(step + 1);
      } else if (await validate(allFields(schema))) {
        if (props.proceedQuestion && !(await proceed(props.proceedQuestion))) return;
        await save();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormContext.Provider value={context}>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={schemaTitle(t, schema)}>
        <Stack gap="lg">
          {steps.length > 1 ? (
            <Stepper
              active={step}
              onStepClick={(index) => {
                setInvalid(null);
                setStep(index);
              }}
              allowNextStepsSelect={false}
              size="sm"
            >
              {steps.map((item) => (
                <Stepper.Step key={item.title} label={stepTitle(t, item)} />
              ))}
            </Stepper>
          ) : null}
          <FormFields
            fields={current.fields}
            engine={engine}
            busy={busy}
            renderAfterField={props.renderAfterField}
          />
          {invalid && Object.keys(engine.errors).length > 0 ? (
            <Alert color="red" role="alert">
              {translateMessage(t, invalid)}
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Group gap="sm">
              {step > 0 ? (
                <Button
                  variant="default"
                  disabled={busy}
                  onClick={() => {
                    setInvalid(null);
                    setStep(step - 1);
                  }}
                >
                  {t('forms.back')}
                </Button>
              ) : null}
              {props.onCancel ? (
                <Button variant="subtle" onClick={props.onCancel} disabled={busy}>
                  {t('forms.cancel')}
                </Button>
              ) : null}
            </Group>
            <Button type="submit" loading={busy}>
              {lastStep ? (props.submitLabel ?? t('forms.submit')) : t('forms.next')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormContext.Provider>
  );
}
