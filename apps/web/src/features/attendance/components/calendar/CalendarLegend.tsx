import { Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './Calendar.module.css';
import { DayIcon } from './DayIcon';
import { LEGEND } from './day-look';

/** What each colour of the calendar means (a phone shows icons in the days, so the words are here). */
export function CalendarLegend() {
  const { t } = useTranslation('attendance');
  return (
    <Group
      component="ul"
      gap="md"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('calendar.legend')}
    >
      {LEGEND.map((look) => (
        <Group component="li" key={look} gap={6} wrap="nowrap">
          <span className={`${classes.swatch} ${classes[look]}`} aria-hidden>
            <DayIcon look={look} />
          </span>
          <Text size="sm">{t(`calendar.legendText.${look}`)}</Text>
        </Group>
      ))}
      <Group component="li" gap={6} wrap="nowrap">
        <span className={classes.swatch} aria-hidden>
          <IconLock size={14} />
        </span>
        <Text size="sm">{t('calendar.legendWagesPaid')}</Text>
      </Group>
    </Group>
  );
}
