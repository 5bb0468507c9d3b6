import 'i18next';
import type establishments from './locales/en/establishments.json';
import type projects from './locales/en/projects.json';
import type translation from './locales/en/translation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof translation;
      messages: Record<string, string>;
      schemas: Record<string, string>;
      establishments: typeof establishments;
      projects: typeof projects;
    };
    returnNull: false;
  }
}
