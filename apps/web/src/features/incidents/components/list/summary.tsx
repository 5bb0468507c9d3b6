import { RECOVERY_TYPE_LABELS, type RecoveryType } from '@anupalan/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bodyText, formatEvent } from '../../display';
import { KINDS, type PageKind } from '../../kinds';
import { formatRupeeText } from '../../money';

/** The list's kind-specific column, read from the record's first step: where, what, how much, why. */
export function useSummary(kind: PageKind): (body: Record<string, unknown>) => ReactNode {
  const { t } = useTranslation('incidents');
  const none = t('list.none');
  return (body) => {
    const text = (key: string) => bodyText(body, key) || none;
    switch (kind) {
      case 'workplace': {
        const fatal = bodyText(body, 'isFatalAccident') === 'yes';
        return fatal ? `${text('location')} (${t('list.fatal')})` : text('location');
      }
      case 'harassment':
        return text('complaintCodeNo');
      case 'deductions': {
        const type = bodyText(body, 'recovery_type') as RecoveryType;
        const amount = bodyText(body, 'amount');
        const label = t(`recoveryTypes.${type}`, { defaultValue: RECOVERY_TYPE_LABELS[type] ?? none });
        return amount ? `${label}, ${formatRupeeText(amount)}` : label;
      }
      case 'maternityLeave': {
        const expected = bodyText(body, 'expected_delivery_date');
        return expected ? formatEvent(expected, KINDS.maternityLeave) : none;
      }
      case 'termination':
        return text('exit_reason');
    }
  };
}
