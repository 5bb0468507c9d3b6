import { type WeekOffChoice as Choice, WEEK_OFF_CHOICES } from '@anupalan/shared';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface WeekOffChoiceProps {
  /** The day's date, DD/MM/YYYY. */
  day: string;
  /** The choice made before, when it is being changed. */
  current: Choice | null;
  saving: boolean;
  onChoose: (choice: Choice) => void;
  onCancel?: () => void;
}

/**
 * The establishment's weekly holiday: 'Mark all attendance as weekly off' or 'Mark each attendance manually',
 * one of them required (spec part 2, section 5).
 */
export function WeekOffChoice({ day, current, saving, onChoose, onCancel }: WeekOffChoiceProps) {
  const { t } = useTranslation('attendance');
  const { t: tc } = useTranslation();
  const [choice, setChoice] = useState<Choice | null>(current);
  const [tried, setTried] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (choice) onChoose(choice);
      }}
    >
      <Stack gap="md">
        <Radio.Group
          label={t('weekOff.question', { date: day })}
          description={t('weekOff.help')}
          required
          value={choice}
          onChange={(value) => setChoice(value as Choice)}
          error={tried && !choice ? t('weekOff.required') : undefined}
        >
          <Stack gap="sm" mt="sm">
            {WEEK_OFF_CHOICES.map((value) => (
              <Radio key={value} value={value} label={t(`weekOff.choices.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {tc('common.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={saving}>
            {tc('forms.submit')}
          </Button>
        </Group>
        {current ? (
          <Text size="sm" c="dimmed">
            {t('weekOff.changeNote')}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
