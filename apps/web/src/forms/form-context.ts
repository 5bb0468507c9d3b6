import type { Role } from '@anupalan/shared';
import { createContext, useContext } from 'react';
import type { WidgetDefinition } from './widget-types';

export interface FormContextValue {
  /** Fills `{placeholders}` of a src or url (e.g. `{subprojectId}`) from the route parameters. */
  resolveUrl: (template: string) => string;
  /** Where the file widgets upload (the establishment's address on establishment pages). */
  uploadUrl: string;
  role: Role | null;
  isEdit: boolean;
  /** The schema is saved as multipart: files travel with the save instead of being uploaded at once. */
  multipart: boolean;
  /** The widget of a field type; provided by the renderer so tables can render their cells. */
  widgetFor: (type: string) => WidgetDefinition;
  /**
   * Counts the times the form showed its errors (a refused submit or a refused save). Widgets that fold
   * content away (table rows, accordions) open whatever holds an error when it changes.
   */
  revealCount: number;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('A form widget was rendered outside a FormRenderer or FormDisplay.');
  return value;
}

/** Replaces `{name}` placeholders with route parameters; a missing parameter is a bug in the page. */
export function fillPlaceholders(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${template}`);
    return encodeURIComponent(value);
  });
}
