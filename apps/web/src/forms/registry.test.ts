import { FIELD_TYPES } from '@anupalan/shared';
import { describe, expect, it } from 'vitest';
import { UnknownFieldTypeError, widgetFor } from './registry';

describe('the widget registry', () => {
  it('has a widget for every field type of the engine', () => {
    for (const type of FIELD_TYPES) expect(widgetFor(type).Input).toBeTypeOf('function');
  });

  it('fails loudly on a type it does not know, naming it', () => {
    expect(() => widgetFor('signature-pad')).toThrow(UnknownFieldTypeError);
    expect(() => widgetFor('signature-pad')).toThrow('Unknown field type "signature-pad"');
  });

  it('shows nothing for a password or a warning in the details view', () => {
    expect(widgetFor('password').Display).toBeNull();
    expect(widgetFor('warning-box').Display).toBeNull();
  });
});
