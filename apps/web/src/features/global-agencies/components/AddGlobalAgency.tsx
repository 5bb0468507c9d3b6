import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../forms/FormModal';
import { WithFormSchema } from '../../../forms/WithFormSchema';
import { translateMessage } from '../../../i18n/messages';
import { errorMessage, isApiError } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import type { GlobalType } from '../api/global-type';
import { globalAgenciesKey } from '../api/list-global-agencies';

/** 'Add Contractor' / 'Add Consultant': the agency with its first user, who is mailed a set-password link. */
export function AddGlobalAgency({ type }: { type: GlobalType }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const title = t(`global.${type}.add`);
  return (
    <>
      <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setOpen(true)}>
        {title}
      </Button>
      {open ? (
        <WithFormSchema type="global-agency" purpose={`${type}-create`}>
          {(schema) => (
            <FormModal
              opened
              onClose={() => setOpen(false)}
              title={title}
              schema={schema}
              onSaved={() => {
                setOpen(false);
                void queryClient.invalidateQueries({ queryKey: globalAgenciesKey(type) });
              }}
              onFailed={(error) => {
                notifyError(t('common.error'), translateMessage(t, errorMessage(error, t('users.failed'))));
                // The spec closes the panel on a failed invite; field errors stay open to be corrected.
                if (!(isApiError(error) && error.fields)) setOpen(false);
              }}
            />
          )}
        </WithFormSchema>
      ) : null}
    </>
  );
}
