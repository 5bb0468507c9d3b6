import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkKind } from '../../api/contracts';
import { InviteDialog } from './InviteDialog';

/** 'Invite Contractor' / 'Invite Consultant' (a Government's, on an open subproject) and its stepper. */
export function InviteButton({ kind, subprojectId }: { kind: LinkKind; subprojectId: string }) {
  const { t } = useTranslation('projects');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setOpen(true)}>
        {t(`invite.${kind}.title`)}
      </Button>
      {open ? <InviteDialog kind={kind} subprojectId={subprojectId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
