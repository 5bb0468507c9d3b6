import {
  IconAlertOctagon,
  IconAlertTriangle,
  IconBan,
  IconBeach,
  IconCircleCheck,
  IconClockHour4,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DayLook } from './day-look';

const ICONS: Record<DayLook, ReactNode> = {
  blocked: null,
  red: <IconAlertOctagon size={16} aria-hidden />,
  amber: <IconAlertTriangle size={16} aria-hidden />,
  holiday: null,
  pending: <IconClockHour4 size={16} aria-hidden />,
  completed: <IconCircleCheck size={16} aria-hidden />,
  closed: <IconBan size={16} aria-hidden />,
  weekOff: <IconBeach size={16} aria-hidden />,
};

/** The icon a phone shows in a day instead of its state's name (the legend names each). */
export function DayIcon({ look }: { look: DayLook }) {
  return <>{ICONS[look]}</>;
}
