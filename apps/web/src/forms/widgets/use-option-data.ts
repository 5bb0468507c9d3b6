import type { FieldSchema, Option } from '@anupalan/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { optionText } from '../../i18n/schema-text';

/** Options as Mantine's comboboxes take them, labels translated (list values from the server stay as sent). */
export function useOptionData(field: FieldSchema, options: Option[]) {
  const { t } = useTranslation();
  return useMemo(
    () => options.map((option) => ({ value: option.value, label: optionText(t, field, option) })),
    [field, options, t],
  );
}
