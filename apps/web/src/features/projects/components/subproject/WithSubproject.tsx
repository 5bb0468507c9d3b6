import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/feedback/QueryState';
import type { SubprojectRecord } from '../../api/contracts';
import { useSubprojectRecord } from '../../api/get-subproject';

/**
 * Renders its children with the subproject once loaded. The subproject's layout has already said when it is
 * out of reach, so a failure here is only reported.
 */
export function WithSubproject({
  subprojectId,
  children,
}: {
  subprojectId: string;
  children: (subproject: SubprojectRecord) => ReactNode;
}) {
  const { t } = useTranslation('projects');
  const subproject = useSubprojectRecord(subprojectId);
  return (
    <QueryState query={subproject} errorText={t('subproject.loadFailed')}>
      {children}
    </QueryState>
  );
}
