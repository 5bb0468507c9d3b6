import type { Option } from '@anupalan/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/messages';

/** Options as Mantine's comboboxes take them, labels translated (list values from the server stay as sent). */
export function useOptionData(options: Option[]) {
  const { t } = useTranslation();
  return useMemo(
    () => options.map((option) => ({ value: option.value, label: translateMessage(t, option.label) })),
    [options, t],
  );
}
