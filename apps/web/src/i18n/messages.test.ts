import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import i18n from './index';
import { translateMessage } from './messages';

/** A second language with a few entries, as a translator would add it (locales/hi/messages.json). */
async function hindi() {
  const instance = createInstance();
  await instance.init({
    lng: 'hi',
    fallbackLng: 'en',
    resources: {
      en: { messages: i18n.getResourceBundle('en', 'messages') },
      hi: {
        messages: { Required: 'आवश्यक', 'Must be at most {max} characters': 'अधिकतम {{max}} अक्षर' },
      },
    },
  });
  return instance.t;
}

describe('translateMessage', () => {
  it('translates a sentence by the sentence itself', async () => {
    expect(translateMessage(await hindi(), 'Required')).toBe('आवश्यक');
  });

  it('finds a sentence with a value in it through the key with its placeholder', async () => {
    const t = await hindi();
    expect(translateMessage(t, 'Must be at most 200 characters')).toBe('अधिकतम 200 अक्षर');
    expect(translateMessage(i18n.t, 'Must be at most 200 characters')).toBe('Must be at most 200 characters');
  });

  it('shows the English sentence where the language has no entry', async () => {
    const t = await hindi();
    expect(translateMessage(t, 'Deleted successfully')).toBe('Deleted successfully');
    expect(translateMessage(t, 'A sentence nobody wrote down')).toBe('A sentence nobody wrote down');
  });
});
