import { formatDate, type ReturnItem } from '@anupalan/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { returnStatus } from '../display';

/** 'n/2 Completed' until both documents are in, then 'Completed on {date}' (spec part 2, section 4; the day in India). */
export function ReturnStatusBadge({ item }: { item: ReturnItem }) {
  const { t } = useTranslation('returns');
  const status = returnStatus(item);
  return status.kind === 'completed' ? (
    <Badge color="green" variant="light" tt="none" size="lg" data-status="completed">
      {t('status.completed', { date: formatDate(status.on) })}
    </Badge>
  ) : (
    <Badge
      color={status.count === 0 ? 'gray' : 'yellow'}
      variant="light"
      tt="none"
      size="lg"
      data-status="pending"
    >
      {t('status.pending', { count: status.count })}
    </Badge>
  );
}
