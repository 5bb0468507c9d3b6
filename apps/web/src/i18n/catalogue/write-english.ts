/**
 * Brings the English catalogue up to date with the schemas and the server:
 *   npx tsx apps/web/src/i18n/catalogue/write-english.ts
 * `schemas.json` is rewritten from the schemas (in their order; entries no schema holds any more go);
 * `messages.json` gains every shared and server message it lacks (its other entries stay).
 * Translators then add the new keys to their languages' files.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { englishValue, expectedSchemaEntries, sharedMessages } from './english';
import { messageShape, serverMessages } from './server-messages';

const here = dirname(fileURLToPath(import.meta.url));
const english = join(here, '../locales/en');
const serverSrc = join(here, '../../../../server/src');

const schemas = Object.fromEntries(expectedSchemaEntries());
writeFileSync(join(english, 'schemas.json'), `${JSON.stringify(schemas, null, 2)}\n`);

const messagesPath = join(english, 'messages.json');
const messages = JSON.parse(readFileSync(messagesPath, 'utf8')) as Record<string, string>;
const shapes = new Set(Object.keys(messages).map(messageShape));
let placeholder = 0;
for (const text of [...sharedMessages(), ...serverMessages(serverSrc).map((found) => found.text)]) {
  if (shapes.has(messageShape(text))) continue;
  // A server template's placeholders arrive as `{}`: name them, and rename them by hand to say what they hold.
  const key = text.replace(/\{\}/g, () => `{value${++placeholder}}`);
  messages[key] = englishValue(key);
  shapes.add(messageShape(key));
}
writeFileSync(messagesPath, `${JSON.stringify(messages, null, 2)}\n`);
