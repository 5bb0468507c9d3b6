import {
  Anchor,
  Autocomplete,
  Button,
  createTheme,
  Drawer,
  InputWrapper,
  type MantineColorsTuple,
  Modal,
  MultiSelect,
  PasswordInput,
  SegmentedControl,
  Select,
  Textarea,
  TextInput,
  TreeSelect,
} from '@mantine/core';

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

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: 7,
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: Button.extend({ defaultProps: { size: 'md' } }),
    TextInput: TextInput.extend({ defaultProps: { size: 'md' } }),
    PasswordInput: PasswordInput.extend({ defaultProps: { size: 'md' } }),
    Textarea: Textarea.extend({ defaultProps: { size: 'md' } }),
    // Every input of a form the same height and label size.
    Select: Select.extend({ defaultProps: { size: 'md' } }),
    MultiSelect: MultiSelect.extend({ defaultProps: { size: 'md' } }),
    Autocomplete: Autocomplete.extend({ defaultProps: { size: 'md' } }),
    TreeSelect: TreeSelect.extend({ defaultProps: { size: 'md' } }),
    InputWrapper: InputWrapper.extend({ defaultProps: { size: 'md' } }),
    SegmentedControl: SegmentedControl.extend({ defaultProps: { size: 'md' } }),
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    Modal: Modal.extend({ styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } } }),
    Drawer: Drawer.extend({
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    }),
  },
});
