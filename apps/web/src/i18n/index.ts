import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Every locale is a folder under ./locales holding one JSON file per namespace, so adding a language means
 * adding its files: nothing here or in a component changes.
 *   translation: the app's own texts, keyed by screen.
 *   messages: texts that arrive as English sentences (validation messages from the shared schemas and the
 *             server's messages), keyed by the sentence itself; a missing entry shows the English sentence.
 */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

function collectResources(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    resources[language] = { ...resources[language], [namespace]: content };
  }
  return resources;
}

const resources = collectResources();
const FALLBACK_LANGUAGE = 'en';

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'en' ? 'en-IN' : language;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: typeof navigator === 'undefined' ? FALLBACK_LANGUAGE : navigator.language,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: Object.keys(resources),
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  ns: ['translation', 'messages'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
