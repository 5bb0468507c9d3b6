import { type FormSchema, schemaTexts } from '@anupalan/shared';

/** The catalogue keys of the schemas tests make up: their texts are the tests' own, not the product's. */
export const fixtureTextKeys = new Set<string>();

/** A schema a test makes up; its texts show in English without entries in the catalogue. */
export function fixtureSchema(schema: FormSchema): FormSchema {
  for (const { key } of schemaTexts(schema)) fixtureTextKeys.add(key);
  return schema;
}
