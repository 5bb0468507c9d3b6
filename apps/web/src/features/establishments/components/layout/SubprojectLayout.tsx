import { Box, Button, Drawer, Group, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../../components/feedback/QueryState';
import { RecordNotFound } from '../../../../components/feedback/RecordNotFound';
import { paths } from '../../../../config/paths';
import { translateMessage } from '../../../../i18n/messages';
import { errorMessage, isNotFound } from '../../../../lib/api';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import { useSubproject } from '../../api/get-subproject';
import { useSubprojectLink } from '../../api/get-subproject-link';
import { useContractors } from '../../api/list-contractors';
import { useEstablishments } from '../../api/list-establishments';
import { useRouteIds } from '../../use-route-ids';
import { EstablishmentNav } from './EstablishmentNav';

const NAV_WIDTH = 270;

/**
 * The frame of a subproject's establishment pages: the side navigation beside the page on wide screens, in a
 * drawer opened from a button on tablets and phones (beside the app's own menu it would leave the page too narrow). A contractor or consultant without a link to the subproject is told so.
 */
export function SubprojectLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('establishments');
  const { t: tc } = useTranslation();
  const { ref, establishmentId } = useRouteIds();
  const role = useCurrentEntry()?.role ?? null;
  const [drawerOpen, drawer] = useDisclosure(false);
  const linked = role === 'Contractor' || role === 'Consultant';
  const subproject = useSubproject(ref.subprojectId);
  const link = useSubprojectLink(ref.subprojectId, linked);
  const establishments = useEstablishments(ref.subprojectId);
  const contractors = useContractors(ref.subprojectId, role === 'Consultant');

  if (subproject.isPending || (linked && link.isPending) || establishments.isPending) {
    return <Loading />;
  }
  // The link's answer says why a contractor or consultant may not open the subproject.
  const failed = link.error ?? subproject.error ?? establishments.error;
  if (failed || !subproject.data || !establishments.data) {
    if (!isNotFound(failed)) return <LoadFailed>{t('subproject.loadFailed')}</LoadFailed>;
    return (
      <RecordNotFound
        title={t('subproject.notFound')}
        description={translateMessage(tc, errorMessage(failed, t('subproject.notAllowed')))}
        backTo={paths.projects}
        backLabel={t('subproject.backToProjects')}
      />
    );
  }

  const nav = (onNavigate?: () => void) => (
    <EstablishmentNav
      refIds={ref}
      subproject={subproject.data}
      establishments={establishments.data}
      contractors={role === 'Consultant' ? (contractors.data ?? []) : undefined}
      selectedId={establishmentId}
      role={role}
      onNavigate={onNavigate}
    />
  );

  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      <Box component="aside" visibleFrom="lg" w={NAV_WIDTH} style={{ flexShrink: 0 }}>
        <Paper withBorder radius="md" p="xs">
          {nav()}
        </Paper>
      </Box>
      <Box style={{ flex: 1 }} miw={0}>
        <Button
          hiddenFrom="lg"
          variant="default"
          mb="md"
          leftSection={<IconLayoutSidebar size={18} aria-hidden />}
          onClick={drawer.open}
          aria-expanded={drawerOpen}
        >
          {t('nav.open')}
        </Button>
        {children}
      </Box>
      <Drawer opened={drawerOpen} onClose={drawer.close} title={t('nav.label')} size={300}>
        {nav(drawer.close)}
      </Drawer>
    </Group>
  );
}
