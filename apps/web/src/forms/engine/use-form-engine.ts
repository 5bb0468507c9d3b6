import {
  allFields,
  type FieldErrors,
  type FormSchema,
  type FormValues,
  getPath,
  setPath,
} from '@anupalan/shared';
import { useCallback, useMemo, useState } from 'react';
import type { ChangeOptions } from '../widget-types';
import { deriveValues } from './derive';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Errors whose value changed are dropped: the person is working on them. */
function withoutChanged(errors: FieldErrors, before: FormValues, after: FormValues): FieldErrors {
  const kept = Object.entries(errors).filter(([path]) => same(getPath(before, path), getPath(after, path)));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

interface EngineState {
  values: FormValues;
  /** What the form started from (plus defaults it filled in): differences make it dirty. */
  baseline: FormValues;
  errors: FieldErrors;
}

export interface FormEngineOptions {
  schema: FormSchema;
  initialValues?: FormValues;
}

/** The state of one form: values with the schema's automatic values applied, errors, and dirtiness. */
export function useFormEngine({ schema, initialValues }: FormEngineOptions) {
  const fields = useMemo(() => allFields(schema), [schema]);
  const [state, setState] = useState<EngineState>(() => {
    const values = deriveValues(fields, initialValues ?? {});
    return { values, baseline: values, errors: {} };
  });

  const setValue = useCallback(
    (path: string, value: unknown, options?: ChangeOptions) => {
      setState((prev) => {
        const values = deriveValues(fields, setPath(prev.values, path, value));
        const baseline = options?.asDefault
          ? deriveValues(fields, setPath(prev.baseline, path, value))
          : prev.baseline;
        return { values, baseline, errors: withoutChanged(prev.errors, prev.values, values) };
      });
    },
    [fields],
  );

  const setErrors = useCallback((errors: FieldErrors) => setState((prev) => ({ ...prev, errors })), []);

  /** Starts over from these values (after a save: they are the new baseline). */
  const reset = useCallback(
    (values: FormValues) => {
      const derived = deriveValues(fields, values);
      setState({ values: derived, baseline: derived, errors: {} });
    },
    [fields],
  );

  return {
    values: state.values,
    errors: state.errors,
    dirty: !same(state.values, state.baseline),
    setValue,
    setErrors,
    reset,
  };
}

export type FormEngine = ReturnType<typeof useFormEngine>;
