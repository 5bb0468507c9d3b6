import type { TFunction } from 'i18next';

/**
 * Translates a sentence that arrives in English (a shared validation message or a server message).
 * Such sentences are their own keys in the `messages` namespace; without an entry the English text shows.
 */
export function translateMessage(t: TFunction, message: string): string {
  return t(message, { ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: message });
}
