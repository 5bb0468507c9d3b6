import { Alert, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t: tc } = useTranslation();
  const { data, isPending, isError } = useSubprojectRecord(subprojectId);
  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={tc('common.loading')} />
      </Center>
    );
  }
  if (isError) return <Alert color="red">{t('subproject.loadFailed')}</Alert>;
  return <>{children(data)}</>;
}
