import type { Role } from '@anupalan/shared';
import { Box, NavLink } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarCheck,
  IconCash,
  IconChartBar,
  IconFileDescription,
  IconId,
  IconInfoCircle,
  IconUsersGroup,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { establishmentPath, type SubprojectRef } from '../../../../config/paths';
import { type EstablishmentSection, INCIDENT_SECTIONS, navEntriesFor } from '../../nav/sections';

const icons: Partial<Record<EstablishmentSection, ReactNode>> = {
  details: <IconInfoCircle size={18} aria-hidden />,
  subcontractors: <IconUsersGroup size={18} aria-hidden />,
  employeeRegisters: <IconId size={18} aria-hidden />,
  attendanceRegisters: <IconCalendarCheck size={18} aria-hidden />,
  wageRegisters: <IconCash size={18} aria-hidden />,
  returns: <IconFileDescription size={18} aria-hidden />,
  complianceDashboard: <IconChartBar size={18} aria-hidden />,
};

interface EstablishmentEntriesProps {
  refIds: SubprojectRef;
  establishmentId: string;
  role: Role | null;
  onNavigate?: () => void;
}

/** The pages of the selected establishment the role may open; the incidents form a group of their own. */
export function EstablishmentEntries({
  refIds,
  establishmentId,
  role,
  onNavigate,
}: EstablishmentEntriesProps) {
  const { t } = useTranslation('establishments');
  const { pathname } = useLocation();
  const pathOf = (section: EstablishmentSection) => establishmentPath(refIds, establishmentId, section);
  const isAt = (section: EstablishmentSection) => {
    const base = pathOf(section);
    return pathname === base || pathname.startsWith(`${base}/`);
  };
  const [incidentsOpen, setIncidentsOpen] = useState(() => INCIDENT_SECTIONS.some(isAt));
  const link = (section: EstablishmentSection, label: string, icon?: ReactNode) => {
    // INFO & REQUIREMENTS is also where the requirements are.
    const active = isAt(section) || (section === 'details' && isAt('requirements'));
    return (
      <NavLink
        key={section}
        component={Link}
        to={pathOf(section)}
        label={label}
        leftSection={icon}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        fw={500}
      />
    );
  };

  return (
    <Box pl="md" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }} ml="sm" mb="xs">
      {navEntriesFor(role).map((entry) =>
        entry.kind === 'link' ? (
          link(entry.section, t(`sections.${entry.section}`), icons[entry.section])
        ) : (
          <NavLink
            key="incidents"
            component="button"
            type="button"
            label={t('sections.incidents')}
            leftSection={<IconAlertTriangle size={18} aria-hidden />}
            opened={incidentsOpen}
            onChange={setIncidentsOpen}
            aria-expanded={incidentsOpen}
            childrenOffset="sm"
            fw={500}
          >
            {entry.sections.map((section) => link(section, t(`sections.${section}`)))}
          </NavLink>
        ),
      )}
    </Box>
  );
}
