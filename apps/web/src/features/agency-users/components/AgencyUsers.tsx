import { type FormSchema, getPath } from '@anupalan/shared';
import { Button, Group, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../../components/data/ListPagination';
import { QueryState } from '../../../components/feedback/QueryState';
import { FormModal } from '../../../forms/FormModal';
import type { AgencyUser } from '../../../lib/contracts/agencies';
import { changeAgencyUserEmail } from '../api/change-agency-user-email';
import { useAgencyUsers } from '../api/list-agency-users';
import { editUserEmailSchema } from './edit-email-schema';
import { UsersTable } from './UsersTable';
import { useUserActions } from './use-user-actions';

interface AgencyUsersProps {
  /** The agency's API path; its users are at `${agencyPath}/users`. */
  agencyPath: string;
  addUserSchema: FormSchema;
  editNameSchema: FormSchema;
  /** Fills the schemas' saveUrl placeholders (`{id}`, `{type}`); `{userId}` is added per user. */
  params: Record<string, string>;
  withContact: boolean;
  /** After a user is added, changed or removed (counts elsewhere may change). */
  onChanged?: () => void;
}

type Dialog = { kind: 'add' } | { kind: 'name' | 'email'; user: AgencyUser } | null;

/** The users of an agency: a page of them, Add User, and per user edit name or e-mail, remove, reinstate. */
export function AgencyUsers({
  agencyPath,
  addUserSchema,
  editNameSchema,
  params,
  withContact,
  onChanged,
}: AgencyUsersProps) {
  const { t } = useTranslation();
  const { page, setPage, settled } = usePage();
  const list = useAgencyUsers(agencyPath, settled);
  const [dialog, setDialog] = useState<Dialog>(null);
  const actions = useUserActions(agencyPath, onChanged);
  const close = () => setDialog(null);
  const saved = () => {
    close();
    void actions.refresh();
  };
  const user = dialog && dialog.kind !== 'add' ? dialog.user : null;

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          {t('users.title')}
        </Title>
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => setDialog({ kind: 'add' })}
        >
          {t('users.add')}
        </Button>
      </Group>
      <QueryState query={list} errorText={t('users.loadFailed')} py="lg">
        {(users) => (
          <UsersTable
            users={users}
            withContact={withContact}
            actions={{
              editName: (u) => setDialog({ kind: 'name', user: u }),
              editEmail: (u) => setDialog({ kind: 'email', user: u }),
              remove: actions.remove,
              reinstate: (u) => void actions.reinstate(u),
            }}
            paging={{
              page,
              onChange: setPage,
              maxCount: users[0]?.max_count ?? 0,
              label: t('users.pages'),
            }}
          />
        )}
      </QueryState>
      <FormModal
        opened={dialog?.kind === 'add'}
        onClose={close}
        title={t('users.add')}
        schema={addUserSchema}
        params={params}
        failureMessage={t('users.failed')}
        onSaved={saved}
      />
      <FormModal
        opened={dialog?.kind === 'name'}
        onClose={close}
        title={t('users.editName')}
        schema={editNameSchema}
        params={{ ...params, userId: user?.id ?? '' }}
        isEdit
        initialValues={user ? { users: { body: { name: user.body.name } } } : undefined}
        failureMessage={t('users.failed')}
        onSaved={saved}
      />
      <FormModal
        opened={dialog?.kind === 'email'}
        onClose={close}
        title={t('users.editEmail')}
        schema={editUserEmailSchema}
        isEdit
        initialValues={user ? { user: { email_address: user.email_address } } : undefined}
        submit={(values) =>
          changeAgencyUserEmail(
            agencyPath,
            user?.id ?? '',
            String(getPath(values, 'user.email_address') ?? ''),
          )
        }
        failureMessage={t('users.failed')}
        onSaved={saved}
      />
    </>
  );
}
