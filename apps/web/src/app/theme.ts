import { createTheme, type MantineColorsTuple, type MantineThemeComponents } from '@mantine/core';

/** A deep civic blue: calm, high contrast on white, legible in sunlight on a phone. */
const brand: MantineColorsTuple = [
  '#eaf1f8',
  '#d2e1f0',
  '#a7c3e1',
  '#7aa4d1',
  '#5488c3',
  '#3b77bb',
  '#2b66a8',
  '#1c4e80',
  '#143f6b',
  '#0c3057',
];

const systemFonts =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Helvetica Neue', Arial, sans-serif";

const medium = { defaultProps: { size: 'md' } };
const boldTitle = { styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } } };

// Plain objects, not `Button.extend(...)`: extending imports the component itself, and the theme is on every
// page, so the login page would carry every select and tree select of the forms.
const components: MantineThemeComponents = {
  Button: medium,
  TextInput: medium,
  PasswordInput: medium,
  Textarea: medium,
  // Every input of a form the same height and label size.
  Select: medium,
  MultiSelect: medium,
  Autocomplete: medium,
  TreeSelect: medium,
  InputWrapper: medium,
  SegmentedControl: medium,
  Anchor: { defaultProps: { underline: 'always' } },
  Modal: boldTitle,
  Drawer: boldTitle,
};

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: 7,
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components,
});
