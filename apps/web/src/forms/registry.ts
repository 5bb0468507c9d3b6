import { FIELD_TYPES, type FieldType } from '@anupalan/shared';
import {
  CheckboxDisplay,
  DateDisplay,
  DateTimeDisplay,
  FileDisplay,
  NumberDisplay,
  OptionDisplay,
  TableDisplay,
  TextDisplay,
  TextfieldNaDisplay,
  TimeDisplay,
  TimestampDisplay,
} from './display/Displays';
import { TableWidget } from './tables/TableWidget';
import type { WidgetDefinition } from './widget-types';
import { AsyncDropdownWidget } from './widgets/AsyncDropdownWidget';
import { CheckboxWidget } from './widgets/CheckboxWidget';
import { CreatableWidget } from './widgets/CreatableWidget';
import { DropdownArrayWidget } from './widgets/DropdownArrayWidget';
import { FileWidget } from './widgets/FileWidget';
import { RadioWidget } from './widgets/RadioWidget';
import {
  CalculationWidget,
  ProgressBarDisplay,
  ProgressBarWidget,
  TextViewWidget,
  ViewUrlButtonDisplay,
  ViewUrlButtonWidget,
  WarningBoxWidget,
} from './widgets/ReadOnlyWidgets';
import { MultiSelectWidget, SelectWidget } from './widgets/SelectWidget';
import { SuggestedInputWidget } from './widgets/SuggestedInputWidget';
import { TextfieldNaWidget } from './widgets/TextfieldNaWidget';
import { TextWidget } from './widgets/TextWidget';
import { DateTimeWidget, DateWidget, TimestampWidget, TimeWidget } from './widgets/TimeWidgets';
import { IndentedDropdownWidget, TreeDropdownWidget } from './widgets/TreeDropdownWidgets';

const text: WidgetDefinition = { Input: TextWidget, Display: TextDisplay };
const options = (Input: WidgetDefinition['Input']): WidgetDefinition => ({ Input, Display: OptionDisplay });
const file: WidgetDefinition = { Input: FileWidget, Display: FileDisplay };
const table: WidgetDefinition = { Input: TableWidget, Display: TableDisplay };

/** Every field type of the engine and its widget: a type missing here does not compile. */
const widgets: Record<FieldType, WidgetDefinition> = {
  text,
  number: { Input: TextWidget, Display: NumberDisplay },
  email: text,
  // A password is never shown back.
  password: { Input: TextWidget, Display: null },
  textarea: text,
  tel: text,
  time: { Input: TimeWidget, Display: TimeDisplay },
  'date-simple': { Input: DateWidget, Display: DateDisplay },
  datetime: { Input: DateTimeWidget, Display: DateTimeDisplay },
  timestamp: { Input: TimestampWidget, Display: TimestampDisplay },
  calculation: { Input: CalculationWidget, Display: NumberDisplay },
  dropdown: options(SelectWidget),
  multiselect: options(MultiSelectWidget),
  'async-dropdown': { Input: AsyncDropdownWidget, Display: TextDisplay },
  'dropdown-creatable': { Input: CreatableWidget, Display: TextDisplay },
  'dropdown-array': options(DropdownArrayWidget),
  'dropdown-indented': options(IndentedDropdownWidget),
  'dropdown-tree-view': options(TreeDropdownWidget),
  radio: options(RadioWidget),
  file,
  'file-img': file,
  'file-upload': file,
  'async-file-upload': file,
  'generated-form-upload': file,
  checkbox: { Input: CheckboxWidget, Display: CheckboxDisplay },
  'text-view': { Input: TextViewWidget, Display: TextDisplay },
  'table-input': table,
  'table-input-extend': table,
  'table-dynamic-v2': table,
  'textfield-na': { Input: TextfieldNaWidget, Display: TextfieldNaDisplay },
  'suggested-input-field': { Input: SuggestedInputWidget, Display: TextDisplay },
  'warning-box': { Input: WarningBoxWidget, Display: null },
  'progress-bar': { Input: ProgressBarWidget, Display: ProgressBarDisplay },
  'view-url-button': { Input: ViewUrlButtonWidget, Display: ViewUrlButtonDisplay },
};

export class UnknownFieldTypeError extends Error {
  constructor(type: string) {
    super(`Unknown field type "${type}": the form engine has no widget for it.`);
    this.name = 'UnknownFieldTypeError';
  }
}

function isFieldType(type: string): type is FieldType {
  return (FIELD_TYPES as readonly string[]).includes(type);
}

/** The widget of a field type. A type the engine does not know fails loudly rather than showing nothing. */
export function widgetFor(type: string): WidgetDefinition {
  if (!isFieldType(type)) throw new UnknownFieldTypeError(type);
  return widgets[type];
}
