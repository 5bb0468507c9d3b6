import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemaTexts } from '@anupalan/shared';
import { describe, expect, it } from 'vitest';
import { ALL_SCHEMAS, englishValue, expectedSchemaEntries, sharedMessages } from './english';
import { hardCodedTexts } from './hard-coded-texts';
import { messageShape, serverMessages } from './server-messages';

const locales = join(import.meta.dirname, '../locales');
const serverSrc = join(import.meta.dirname, '../../../../server/src');
const FIX = 'run `npx tsx apps/web/src/i18n/catalogue/write-english.ts` and commit the catalogue';

const readNamespace = (language: string, namespace: string) =>
  JSON.parse(readFileSync(`${locales}/${language}/${namespace}.json`, 'utf8')) as Record<string, unknown>;

describe('the English catalogue', () => {
  it('holds every text of every form schema under its schema and field, as the schema words it', () => {
    const catalogue = readNamespace('en', 'schemas');
    const expected = expectedSchemaEntries();
    const missing = [...expected].filter(([key, text]) => catalogue[key] !== text).map(([key]) => key);
    const stale = Object.keys(catalogue).filter((key) => !expected.has(key));
    expect(missing, `schema texts missing or worded differently: ${FIX}`).toEqual([]);
    expect(stale, `keys no schema holds: ${FIX}`).toEqual([]);
    expect(expected.size).toBeGreaterThan(400);
  });

  it('gives each schema text a key of its own (no two texts of a schema share a key)', () => {
    for (const schema of ALL_SCHEMAS) {
      const seen = new Map<string, string>();
      for (const { key, text } of schemaTexts(schema)) {
        expect(seen.get(key) ?? text, `${key} holds two texts`).toBe(text);
        seen.set(key, text);
      }
    }
  });

  it('holds every message the shared validation and the server answer with', () => {
    const shapes = new Set(Object.keys(readNamespace('en', 'messages')).map(messageShape));
    const found = serverMessages(serverSrc);
    // The reader of the server's source must keep finding its messages: errors, replies and the helpers' defaults.
    expect(found.map((message) => message.text)).toEqual(
      expect.arrayContaining([
        'Not found.',
        'Deleted successfully',
        'Please correct the highlighted fields.',
        // Both branches of a message chosen by a condition.
        'Login access granted.',
        'Login access revoked.',
      ]),
    );
    expect(found.length).toBeGreaterThan(100);
    const missing = [
      ...sharedMessages().map((text) => ({ text, at: 'packages/shared' })),
      ...found.map((message) => ({ text: message.text, at: `apps/server/src/${message.at}` })),
    ].filter((message) => !shapes.has(messageShape(message.text)));
    expect(missing, `messages missing from locales/en/messages.json: ${FIX}`).toEqual([]);
  });

  it('writes each English message as its key says, placeholders in i18next form', () => {
    for (const [key, value] of Object.entries(readNamespace('en', 'messages'))) {
      expect(value, key).toBe(englishValue(key));
    }
  });

  it('lets other languages hold only keys the English catalogue has', () => {
    const languages = readdirSync(locales, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'en')
      .map((entry) => entry.name);
    for (const language of languages) {
      for (const file of readdirSync(`${locales}/${language}`)) {
        const namespace = file.replace(/\.json$/, '');
        const englishKeys = new Set(flatKeys(readNamespace('en', namespace)));
        const extra = flatKeys(readNamespace(language, namespace)).filter((key) => !englishKeys.has(key));
        expect(extra, `${language}/${file}`).toEqual([]);
      }
    }
  });
});

describe('the components', () => {
  it('write no text of their own: every word they show is looked up in the catalogue', () => {
    expect(hardCodedTexts(join(import.meta.dirname, '../..'))).toEqual([]);
  });
});

describe('the reader of server messages', () => {
  it('finds composed messages as templates, so a sentence built in code cannot slip past the catalogue', () => {
    expect(messageShape('Government agency invited. A set-password link was mailed to {email}.')).toBe(
      'Government agency invited. A set-password link was mailed to {}.',
    );
  });
});

function flatKeys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? flatKeys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
