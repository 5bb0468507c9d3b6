import {
  DEFAULT_MESSAGES,
  FORM_INVALID_MESSAGE,
  FORM_SCHEMAS,
  fieldGallerySchema,
  NAMED_PATTERNS,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_POLICY_MESSAGE,
  PASSWORD_SAME_AS_OLD_MESSAGE,
  PROCESS_KINDS,
  PROCESS_MESSAGES,
  RETURN_MESSAGES,
  schemaRuleMessages,
  schemaTexts,
} from '@anupalan/shared';
import { INVITE_SCHEMAS } from '../../features/subproject-agencies/components/invite/invite-schemas';

/** Every schema of packages/shared/src/schemas (the development field gallery included) and the web's own. */
export const ALL_SCHEMAS = [...FORM_SCHEMAS, fieldGallerySchema, ...INVITE_SCHEMAS];

/** What the English `schemas` namespace must hold: every schema text under its key. */
export function expectedSchemaEntries(): Map<string, string> {
  const entries = new Map<string, string>();
  for (const schema of ALL_SCHEMAS) for (const { key, text } of schemaTexts(schema)) entries.set(key, text);
  return entries;
}

/** The shared module's messages: its validation defaults, named patterns, password rules and schemas' rules. */
export function sharedMessages(): string[] {
  return [
    ...Object.values(DEFAULT_MESSAGES),
    ...Object.values(NAMED_PATTERNS).map((named) => named.message),
    FORM_INVALID_MESSAGE,
    PASSWORD_POLICY_MESSAGE,
    PASSWORD_SAME_AS_OLD_MESSAGE,
    PASSWORD_MISMATCH_MESSAGE,
    // The messages the processes and returns modules answer with, kept beside their contracts.
    ...Object.values(PROCESS_MESSAGES),
    // The steps' clocks in words ('Within 7 days of the accident'), which the step cards show.
    ...PROCESS_KINDS.flatMap((kind) =>
      kind.steps.flatMap((step) => [step.due?.text, step.appliesText]),
    ).filter((text): text is string => Boolean(text)),
    ...Object.values(RETURN_MESSAGES),
    ...ALL_SCHEMAS.flatMap(schemaRuleMessages),
  ];
}

/** The English value of a sentence key: its `{name}` placeholders become i18next's `{{name}}`. */
export const englishValue = (key: string) => key.replace(/\{(\w+)\}/g, '{{$1}}');
