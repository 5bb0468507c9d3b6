import { COMMENT_STATE, type ConsultantComment } from '@anupalan/shared';
import { Alert, Drawer, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailed, Loading } from '../../../components/feedback/QueryState';
import { translateMessage } from '../../../i18n/messages';
import { useCurrentEntry } from '../../../lib/session/use-session';
import { useAddComment } from '../api/add-comment';
import { useWriteLock } from '../api/get-write-lock';
import { usePageComments } from '../api/list-page-comments';
import { canComment, canReply, canResolve } from '../permissions';
import { CommentCard } from './CommentCard';
import { TextEntryForm } from './TextEntryForm';

interface CommentsPanelProps {
  establishmentId: string;
  /** The page's path: the comments shown are those made on it, and a new one keeps it. */
  url: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * The comments side panel of an establishment page (?isComment=true): Unresolved and Resolved tabs, the
 * comment form for consultants and the Government, Reply, Resolve and Reopen. Esc closes it; on a phone it
 * takes the whole screen.
 */
export function CommentsPanel({ establishmentId, url, opened, onClose }: CommentsPanelProps) {
  const { t } = useTranslation('comments');
  const { t: tc } = useTranslation();
  const role = useCurrentEntry()?.role ?? null;
  const phone = useMediaQuery('(max-width: 36em)');
  const comments = usePageComments(establishmentId, url, opened);
  const lock = useWriteLock(establishmentId, opened);
  const add = useAddComment(establishmentId);
  const writable = lock.data ? !lock.data.locked : false;

  const list = (items: ConsultantComment[], empty: string) =>
    items.length === 0 ? (
      <EmptyState>{empty}</EmptyState>
    ) : (
      <Stack gap="sm">
        {items.map((c) => (
          <CommentCard
            key={c.id}
            comment={c}
            establishmentId={establishmentId}
            canReply={writable && canReply(role)}
            canResolve={writable && canResolve(role)}
          />
        ))}
      </Stack>
    );

  const all = comments.data ?? [];
  const unresolved = all.filter((c) => c.state !== COMMENT_STATE.resolved);
  const resolved = all.filter((c) => c.state === COMMENT_STATE.resolved);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title={<Text fw={700}>{t('panel.title')}</Text>}
      closeButtonProps={{ 'aria-label': t('panel.close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('panel.help')}
        </Text>
        {lock.data?.locked && lock.data.message ? (
          <Alert color="gray" variant="light">
            {translateMessage(tc, lock.data.message)}
          </Alert>
        ) : null}
        {writable && canComment(role) ? (
          <TextEntryForm
            field="comment"
            label={t('form.comment')}
            placeholder={t('form.commentPlaceholder')}
            submitLabel={t('form.submit')}
            onSubmit={(comment) => add.mutateAsync({ comment, url })}
          />
        ) : null}
        {comments.isPending ? (
          <Loading />
        ) : comments.isError ? (
          <LoadFailed>{t('panel.loadFailed')}</LoadFailed>
        ) : (
          <Tabs defaultValue="unresolved" keepMounted={false}>
            <Tabs.List aria-label={t('panel.tabs')} grow>
              <Tabs.Tab value="unresolved">
                {t('tabs.unresolved')} ({unresolved.length})
              </Tabs.Tab>
              <Tabs.Tab value="resolved">
                {t('tabs.resolved')} ({resolved.length})
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="unresolved" pt="md">
              {list(unresolved, t('empty.unresolved'))}
            </Tabs.Panel>
            <Tabs.Panel value="resolved" pt="md">
              {list(resolved, t('empty.resolved'))}
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </Drawer>
  );
}
