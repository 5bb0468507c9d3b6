import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTextInput } from '../../../../forms/widgets/DateTextInput';
import { rangeProblems } from '../../print';

type Field = 'from' | 'to';

interface PrintDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  help: string;
  /** Opens the printable of the range (yyyy-mm-dd) in a window of its own. */
  onPrint: (from: string, to: string) => void;
}

/** The register's print (Form C, Form E): From Date and To Date, both required (spec part 2, section 5). */
export function PrintDialog({ opened, onClose, title, help, onPrint }: PrintDialogProps) {
  const { t } = useTranslation('incidents');
  const { t: tc } = useTranslation();
  const [range, setRange] = useState<Record<Field, string>>({ from: '', to: '' });
  const [errors, setErrors] = useState<ReturnType<typeof rangeProblems>>({});

  const field = (name: Field, label: string) => (
    <DateTextInput
      label={label}
      pickerLabel={t('print.pick', { field: label })}
      withAsterisk
      value={range[name]}
      data-autofocus={name === 'from' ? true : undefined}
      onChange={(value) => {
        setRange((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      error={
        errors[name] === 'order'
          ? t('print.errors.order')
          : errors[name]
            ? t('print.errors.required')
            : undefined
      }
    />
  );

  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const problems = rangeProblems(range.from, range.to);
          setErrors(problems);
          if (Object.keys(problems).length > 0) return;
          onPrint(range.from, range.to);
          onClose();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{help}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {field('from', t('print.from'))}
            {field('to', t('print.to'))}
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {tc('common.cancel')}
            </Button>
            <Button type="submit" leftSection={<IconPrinter size={18} aria-hidden />}>
              {t('print.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
