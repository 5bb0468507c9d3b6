import type { TFunction } from 'i18next';
import i18n, { FALLBACK_LANGUAGE } from './index';

const FLAT = { ns: 'messages', keySeparator: false, nsSeparator: false } as const;

/** A catalogue key with placeholders (`Must be at most {max} characters`) as a pattern that reads them back. */
interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
let templates: { from: object; list: Template[] } | null = null;

/** The keys of the English catalogue that hold placeholders, compiled once per loaded catalogue. */
function messageTemplates(): Template[] {
  const bundle = (i18n.getResourceBundle(FALLBACK_LANGUAGE, 'messages') ?? {}) as Record<string, string>;
  if (templates?.from === bundle) return templates.list;
  const list = Object.keys(bundle)
    .filter((key) => /\{\w+\}/.test(key))
    .map((key) => {
      const names: string[] = [];
      const source = key
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return escapeRegExp(part);
          names.push(name);
          return '(.+?)';
        })
        .join('');
      return { key, pattern: new RegExp(`^${source}$`, 's'), names };
    });
  templates = { from: bundle, list };
  return list;
}

/**
 * Translates a sentence that arrives in English (a shared validation message or a server message).
 * Such sentences are their own keys in the `messages` namespace; a sentence with a value in it
 * ('Must be at most 200 characters') is found through the key with its placeholder
 * ('Must be at most {max} characters'). Without an entry the English text shows.
 */
export function translateMessage(t: TFunction, message: string): string {
  if (!i18n.exists(message, FLAT)) {
    for (const template of messageTemplates()) {
      const match = template.pattern.exec(message);
      if (!match) continue;
      const values = Object.fromEntries(template.names.map((name, index) => [name, match[index + 1]]));
      return t(template.key, { ...FLAT, ...values, defaultValue: message });
    }
  }
  return t(message, { ...FLAT, defaultValue: message });
}
