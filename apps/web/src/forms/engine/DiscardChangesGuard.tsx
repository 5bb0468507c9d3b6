import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { paths } from '../../config/paths';
import { hasDirtyForms } from './dirty-forms';

function warnBeforeUnload(event: BeforeUnloadEvent) {
  if (!hasDirtyForms()) return;
  event.preventDefault();
}

/**
 * Asks before leaving a page with unsaved form changes: on a route change with a modal, on closing or
 * reloading the tab with the browser's own prompt. Mounted once, in the root layout.
 */
export function DiscardChangesGuard() {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasDirtyForms() &&
      // Logging out was confirmed already, and a session that ended cannot keep the page.
      nextLocation.pathname !== paths.login &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => window.removeEventListener('beforeunload', warnBeforeUnload);
  }, []);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal opened={blocked} onClose={() => blocker.reset?.()} title={t('forms.discardTitle')} centered>
      <Text>{t('forms.discardConfirm')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('common.no')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('common.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
