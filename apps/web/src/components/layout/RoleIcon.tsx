import type { SessionEntry } from '@anupalan/shared';
import { IconBuildingBank, IconClipboardCheck, IconHelmet, IconShieldLock } from '@tabler/icons-react';
import { isPlatformAdmin } from '../../lib/session/session';

/** A different icon for the platform admin, Government, Consultant and everyone else. */
export function RoleIcon({ entry, size = 20 }: { entry: SessionEntry; size?: number }) {
  if (isPlatformAdmin(entry)) return <IconShieldLock size={size} aria-hidden />;
  if (entry.role === 'Government') return <IconBuildingBank size={size} aria-hidden />;
  if (entry.role === 'Consultant') return <IconClipboardCheck size={size} aria-hidden />;
  return <IconHelmet size={size} aria-hidden />;
}
