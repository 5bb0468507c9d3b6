import { ActionIcon, Button, Group, Input, Select, Stack } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFieldOptions } from '../api/get-options';
import { useRowKeys } from '../tables/use-row-keys';
import type { WidgetProps } from '../widget-types';
import { useOptionData } from './use-option-data';

/** A list of choices, one dropdown per entry, with entries added and removed; the value is the list. */
export function DropdownArrayWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { options } = useFieldOptions(props.field);
  const data = useOptionData(props.field, options);
  const entries = Array.isArray(props.value) ? props.value.map(String) : [];
  const editable = !props.disabled && !props.readOnly;
  const change = (next: string[]) => props.onChange(next);
  const entryKeys = useRowKeys(entries.length);

  return (
    <Input.Wrapper
      id={props.id}
      labelElement="div"
      label={props.hideLabel ? undefined : props.label}
      description={props.hideLabel ? undefined : props.description}
      withAsterisk={props.required}
      error={props.error}
      w={props.field.fieldWidth}
      maw="100%"
    >
      <Stack gap="xs" mt={4}>
        {entries.map((entry, index) => {
          const entryLabel = t('forms.entry', { title: props.title, n: index + 1 });
          return (
            <Group key={entryKeys.keys[index]} gap="xs" wrap="nowrap">
              <Select
                aria-label={entryLabel}
                data={data}
                value={entry === '' ? null : entry}
                onChange={(next) => change(entries.map((item, i) => (i === index ? (next ?? '') : item)))}
                disabled={!editable}
                placeholder={t('forms.choose')}
                style={{ flex: 1 }}
              />
              {editable ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('forms.removeEntry', { entry: entryLabel })}
                  onClick={() => {
                    entryKeys.remove(index);
                    change(entries.filter((_, i) => i !== index));
                  }}
                >
                  <IconX size={18} aria-hidden />
                </ActionIcon>
              ) : null}
            </Group>
          );
        })}
        {editable ? (
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => change([...entries, ''])}
            style={{ alignSelf: 'flex-start' }}
            aria-label={t('forms.addEntryTo', { title: props.title })}
          >
            {t('forms.addEntry')}
          </Button>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
