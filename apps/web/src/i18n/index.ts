import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Every locale is a folder under ./locales holding one JSON file per namespace, so adding a language means
 * adding its files: nothing here or in a component changes. Each file is its own chunk, loaded when its
 * language and namespace are first needed (the English catalogue is the fallback of every other language).
 *   translation: the app's own texts, keyed by screen.
 *   schemas:     the texts of the form schemas (titles, help, options), keyed by schema and field
 *                (`<type>.<purpose>.<colName>.title`; see packages/shared/src/schemas/texts.ts).
 *   messages:    texts that arrive as English sentences (the shared validation messages and the server's
 *                messages), keyed by the sentence itself; placeholders are written `{name}` in the key.
 *   establishments, projects: the texts of those features, loaded with their screens.
 * `schemas` is fetched with the first screen that shows a schema text (schema-text.ts), not at start; `messages`
 * only for a language other than English (below).
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const located = Object.keys(files).flatMap((path) => {
  const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match ? [{ path, language: match[1] as string, namespace: match[2] as string }] : [];
});

export const FALLBACK_LANGUAGE = 'en';
export const LANGUAGES = [...new Set(located.map((file) => file.language))];
/** Every namespace of the English catalogue, the complete one. */
export const NAMESPACES = located
  .filter((file) => file.language === FALLBACK_LANGUAGE)
  .map((file) => file.namespace);
/** What every screen needs at once; the feature namespaces and `schemas` load with their screens. */
const INITIAL_NAMESPACES = ['translation'];
/**
 * `messages` holds sentences that arrive in English, each its own key: in English a lookup shows the sentence as it
 * came (messages.ts), so the file is fetched only for another language, at start and on switching to one.
 */
const MESSAGES_NAMESPACE = 'messages';

/** Reads `locales/<language>/<namespace>.json` through a dynamic import; a file a language lacks is empty. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = files[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (file) => callback(null, file.default as Record<string, string>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

i18n.on('languageChanged', (language) => {
  if (language.split('-')[0] !== FALLBACK_LANGUAGE) void i18n.loadNamespaces(MESSAGES_NAMESPACE);
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'en' ? 'en-IN' : language;
});

/** Resolves once the first language's initial namespaces are loaded. */
export const i18nReady = i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    lng: typeof navigator === 'undefined' ? FALLBACK_LANGUAGE : navigator.language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: LANGUAGES,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns: INITIAL_NAMESPACES,
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    // A namespace fetched after a screen rendered (schemas) re-renders the screens, so they show its texts.
    react: { bindI18n: 'languageChanged loaded' },
  });

export default i18n;
