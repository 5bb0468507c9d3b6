import type { FieldSchema, Option } from '@anupalan/shared';
import { Select, type TreeNodeData, TreeSelect } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { optionText } from '../../i18n/schema-text';
import { useFieldOptions } from '../api/get-options';
import { flattenOptions } from '../api/options';
import { asText, inputProps, type WidgetProps } from '../widget-types';

const INDENT_PX = 16;

/** One choice from a nested list shown flat, children indented under their parent (Tag). */
export function IndentedDropdownWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { options } = useFieldOptions(props.field);
  const flat = useMemo(() => flattenOptions(options), [options]);
  const depthOf = useMemo(() => new Map(flat.map(({ option, depth }) => [option.value, depth])), [flat]);
  const data = useMemo(
    () =>
      flat.map(({ option }) => ({
        value: option.value,
        label: optionText(t, props.field, option),
        // A parent heads its children; only the entries themselves are chosen.
        disabled: Boolean(option.Tag?.length),
      })),
    [flat, props.field, t],
  );
  const value = asText(props.value);
  return (
    <Select
      {...inputProps(props)}
      data={data}
      value={value === '' ? null : value}
      onChange={(next) => props.onChange(next ?? '')}
      searchable
      clearable={!props.required}
      placeholder={t('forms.choose')}
      nothingFoundMessage={t('forms.noOptions')}
      renderOption={({ option }) => (
        <span
          style={{
            paddingInlineStart: (depthOf.get(option.value) ?? 0) * INDENT_PX,
            fontWeight: option.disabled ? 600 : undefined,
          }}
        >
          {option.label}
        </span>
      )}
    />
  );
}

function toTree(options: Option[], label: (option: Option) => string): TreeNodeData[] {
  return options.map((option) => ({
    value: option.value,
    label: label(option),
    ...(option.Tag?.length ? { children: toTree(option.Tag, label) } : {}),
  }));
}

const treeOf = (t: TFunction, field: FieldSchema, options: Option[]) =>
  toTree(options, (option) => optionText(t, field, option));

/** One choice from a tree of options (Tag children), expanded and collapsed in the dropdown. */
export function TreeDropdownWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { options } = useFieldOptions(props.field);
  const tree = useMemo(() => treeOf(t, props.field, options), [options, props.field, t]);
  const value = asText(props.value);
  return (
    <TreeSelect
      {...inputProps(props)}
      data={tree}
      value={value === '' ? null : value}
      onChange={(next) => props.onChange(next ?? '')}
      searchable
      clearable={!props.required}
      expandOnClick
      placeholder={t('forms.choose')}
      nothingFoundMessage={t('forms.noOptions')}
      chevronAriaLabels={{ expand: t('forms.expand'), collapse: t('forms.collapse') }}
    />
  );
}
