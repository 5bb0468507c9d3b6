import {
  SKILL_KEYS,
  type SkillKey,
  type WageEntryDisplayStatus,
  type WageRegisterStatus,
} from '@anupalan/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ENTRY_STATUS_COLORS, REGISTER_STATUS_COLORS, registerStatusKey } from '../display';

/** A badge whose words wrap in a narrow column instead of being cut short. */
const WRAPPING = {
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
} as const;

/** An entry's status (spec part 2, section 4), wrapping rather than cut short in a narrow column. */
export function EntryStatusBadge({ status }: { status: WageEntryDisplayStatus }) {
  const { t } = useTranslation('wages');
  return (
    <Badge
      color={ENTRY_STATUS_COLORS[status]}
      variant={status === 'Completed after register submission' ? 'outline' : 'light'}
      tt="none"
      h="auto"
      py={2}
      styles={WRAPPING}
    >
      {t(`entryStatus.${status}`)}
    </Badge>
  );
}

/** A skill category as stored ('semiSkilled') in words ('Semi Skilled'); anything else as it is. */
export function useSkillText() {
  const { t } = useTranslation('wages');
  return (value: string) =>
    (SKILL_KEYS as readonly string[]).includes(value) ? t(`skill.${value as SkillKey}`) : value;
}

/** A register's status: Created (entries being filled), Register Completed, Payslips Given, Paid and Signed, Cancelled. */
export function RegisterStatusBadge({ status }: { status: WageRegisterStatus | null }) {
  const { t } = useTranslation('wages');
  const key = registerStatusKey(status);
  return (
    <Badge color={REGISTER_STATUS_COLORS[key]} variant="light" tt="none" h="auto" py={2} styles={WRAPPING}>
      {t(`status.${key}`)}
    </Badge>
  );
}
