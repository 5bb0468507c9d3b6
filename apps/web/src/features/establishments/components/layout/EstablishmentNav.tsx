import type { Role } from '@anupalan/shared';
import { Box, NavLink, Stack, Text } from '@mantine/core';
import { IconBuildingCommunity, IconHelmet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { establishmentPath, type SubprojectRef, subprojectPath } from '../../../../config/paths';
import type { EstablishmentListItem, LinkedContractor, SubprojectRecord } from '../../api/contracts';
import { establishmentMark } from '../../nav/establishment-mark';
import { establishmentHomeSection } from '../../nav/sections';
import { useMarkLabel } from '../../nav/use-mark-label';
import { EstablishmentEntries } from './EstablishmentEntries';

interface EstablishmentNavProps {
  refIds: SubprojectRef;
  subproject: SubprojectRecord;
  establishments: EstablishmentListItem[];
  /** A consultant's contractors: the establishments are grouped under their contractor's name. */
  contractors: LinkedContractor[] | undefined;
  selectedId: string;
  role: Role | null;
  onNavigate?: () => void;
}

interface Group {
  key: string;
  contractorName: string | null;
  items: EstablishmentListItem[];
}

function groupsOf(
  establishments: EstablishmentListItem[],
  contractors: LinkedContractor[] | undefined,
): Group[] {
  if (!contractors) return [{ key: 'all', contractorName: null, items: establishments }];
  const groups = new Map<string, Group>();
  for (const item of establishments) {
    const id = item.contractor_agency_id;
    const name = contractors.find((c) => c.agency_id === id)?.name ?? null;
    const group = groups.get(id) ?? { key: id, contractorName: name, items: [] };
    group.items.push(item);
    groups.set(id, group);
  }
  return [...groups.values()];
}

/** The side navigation of a subproject: its establishments, and the pages of the selected one. */
export function EstablishmentNav(props: EstablishmentNavProps) {
  const { refIds, subproject, selectedId, role, onNavigate } = props;
  const { t } = useTranslation('establishments');
  const { pathname } = useLocation();
  const markLabel = useMarkLabel();
  const detailsPath = subprojectPath(refIds, 'details');

  return (
    <Stack component="nav" aria-label={t('nav.label')} gap={4}>
      <NavLink
        component={Link}
        to={detailsPath}
        label={subproject.body.name}
        description={subproject.projects.body.name}
        leftSection={<IconBuildingCommunity size={20} aria-hidden />}
        active={pathname === detailsPath}
        onClick={onNavigate}
        fw={700}
      />
      <Text size="xs" fw={700} c="dimmed" px="sm" pt="sm">
        {t('nav.establishments')}
      </Text>
      {props.establishments.length === 0 ? (
        <Text size="sm" c="dimmed" px="sm">
          {t('nav.empty')}
        </Text>
      ) : null}
      {groupsOf(props.establishments, props.contractors).map((group) => (
        <Box key={group.key}>
          {group.contractorName ? (
            <Text size="sm" fw={600} px="sm" py={4}>
              <IconHelmet size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
              {t('nav.contractor', { name: group.contractorName })}
            </Text>
          ) : null}
          {group.items.map((item) => {
            const mark = establishmentMark(item);
            const selected = item.id === selectedId;
            const home = establishmentPath(refIds, item.id, establishmentHomeSection(role));
            return (
              <Box key={item.id}>
                <NavLink
                  component={Link}
                  to={home}
                  label={item.body.name}
                  description={mark ? markLabel(mark) : undefined}
                  active={selected}
                  variant="subtle"
                  aria-current={pathname === home ? 'page' : undefined}
                  onClick={onNavigate}
                  fw={selected ? 700 : 500}
                />
                {selected ? (
                  <EstablishmentEntries
                    refIds={refIds}
                    establishmentId={item.id}
                    role={role}
                    onNavigate={onNavigate}
                  />
                ) : null}
              </Box>
            );
          })}
        </Box>
      ))}
    </Stack>
  );
}
