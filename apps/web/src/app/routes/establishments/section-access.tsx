import { Alert, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { establishmentPath, subprojectPath } from '../../../config/paths';
import { canOpenSection, type EstablishmentSection } from '../../../features/establishments/nav/sections';
import { useRouteIds } from '../../../features/establishments/use-route-ids';
import { useCurrentEntry } from '../../../lib/session/use-session';

/** A page of an establishment the role may not open leads to the establishment's details instead. */
export function SectionAccess({ section }: { section: EstablishmentSection }) {
  const { ref, establishmentId } = useRouteIds();
  const role = useCurrentEntry()?.role ?? null;
  return canOpenSection(role, section) ? (
    <Outlet />
  ) : (
    <Navigate to={establishmentPath(ref, establishmentId, 'details')} replace />
  );
}

/** Only a contractor adds establishments; anyone else is shown the list. */
export function ContractorOnly() {
  const { ref } = useRouteIds();
  const role = useCurrentEntry()?.role ?? null;
  return role === 'Contractor' ? (
    <Outlet />
  ) : (
    <Navigate to={subprojectPath(ref, 'establishments/choose')} replace />
  );
}

/**
 * A page only the contractor uses (adding a subcontractor). Anyone else who opens it by its address is told
 * so and shown no form; the server refuses the save as well.
 */
export function ContractorOnlyPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation('establishments');
  const role = useCurrentEntry()?.role ?? null;
  if (role === 'Contractor') return children;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Alert color="red" title={t('access.refusedTitle')}>
        {t('access.contractorOnly')}
      </Alert>
    </Paper>
  );
}
