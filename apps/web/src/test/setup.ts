import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import i18n, { i18nReady, NAMESPACES } from '../i18n';
import { fixtureTextKeys } from './fixture-schema';

/**
 * Every text a component looks up must be in the English catalogue: a lookup that finds no key fails the
 * test that made it. Sentences from the server and the shared validation (`messages`) are checked where they
 * are written instead (i18n/catalogue), since a test's fake answers are not the server's; so are the texts of
 * schemas a test makes up (`fixtureSchema`).
 */
const missingKeys: string[] = [];
i18n.options.saveMissing = true;
i18n.options.missingKeyHandler = (_languages, namespace, key) => {
  if (namespace === 'messages' || (namespace === 'schemas' && fixtureTextKeys.has(key))) return;
  missingKeys.push(`${namespace}:${key}`);
};

beforeAll(async () => {
  await i18nReady;
  await i18n.loadNamespaces(NAMESPACES);
});

// Whole-app tests render the router and providers; on a busy two-core machine a second is not always enough.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads media queries and observes element sizes; the test DOM implements neither fully.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// Mantine's autosizing textarea listens for web fonts loading, which the test DOM does not implement.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

class ResizeObserverShim implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverShim;

afterEach(() => {
  cleanup();
  notifications.clean();
  sessionStorage.clear();
  const missing = [...new Set(missingKeys.splice(0))];
  if (missing.length > 0) throw new Error(`Texts missing from the English catalogue: ${missing.join(', ')}`);
});
