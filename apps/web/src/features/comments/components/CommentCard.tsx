import { COMMENT_STATE, type ConsultantComment, formatCommentTime } from '@anupalan/shared';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { useAddReply } from '../api/add-reply';
import { type CommentMove, useMoveComment } from '../api/move-comment';
import { TextEntryForm } from './TextEntryForm';

interface CommentCardProps {
  comment: ConsultantComment;
  establishmentId: string;
  canReply: boolean;
  canResolve: boolean;
}

function Author({ name, agency, on }: { name: string; agency: string; on: string }) {
  const { t } = useTranslation('comments');
  return (
    <Text size="xs" c="dimmed">
      {t('comment.by', { name, agency })} · <time dateTime={on}>{formatCommentTime(on)}</time>
    </Text>
  );
}

/** One comment with its replies; Reply, Resolve and Reopen for those who may. */
export function CommentCard({ comment, establishmentId, canReply, canResolve }: CommentCardProps) {
  const { t } = useTranslation('comments');
  const { t: tc } = useTranslation();
  const [replying, setReplying] = useState(false);
  const reply = useAddReply(establishmentId);
  const move = useMoveComment(establishmentId);
  const resolved = comment.state === COMMENT_STATE.resolved;
  const transition: CommentMove = resolved ? 'reopen' : 'resolve';
  const onMove = () =>
    move.mutate(
      { id: comment.id, move: transition },
      { onError: (error) => notifyError(t('form.failed'), translateMessage(tc, errorMessage(error, ''))) },
    );

  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={comment.comment.slice(0, 80)}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Author name={comment.created_by_name} agency={comment.agency_name} on={comment.created_on} />
          {comment.state === COMMENT_STATE.reopened ? (
            <Badge color="orange" variant="light" size="sm">
              {t('comment.reopened')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.comment}
        </Text>
        {resolved && comment.resolved_by_name && comment.resolved_on ? (
          <Text size="xs" c="teal.8">
            {t('comment.resolvedBy', {
              name: comment.resolved_by_name,
              time: formatCommentTime(comment.resolved_on),
            })}
          </Text>
        ) : null}
        {comment.replies.length > 0 ? (
          <Stack
            gap={6}
            pl="sm"
            ml={4}
            style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}
            aria-label={t('comment.replies', { count: comment.replies.length })}
          >
            {comment.replies.map((r) => (
              <Stack key={r.id} gap={0}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {r.reply}
                </Text>
                <Author name={r.created_by_name} agency={r.agency_name} on={r.created_on} />
              </Stack>
            ))}
          </Stack>
        ) : null}
        {replying ? (
          <TextEntryForm
            field="reply"
            label={t('form.reply')}
            placeholder={t('form.replyPlaceholder')}
            submitLabel={t('form.sendReply')}
            autoFocus
            onCancel={() => setReplying(false)}
            onSubmit={async (text) => {
              await reply.mutateAsync({ reply: text, comment_id: comment.id });
              setReplying(false);
            }}
          />
        ) : canReply || canResolve ? (
          <Group gap="xs" justify="flex-end">
            {canReply ? (
              <Button variant="subtle" size="compact-sm" onClick={() => setReplying(true)}>
                {t('form.reply')}
              </Button>
            ) : null}
            {canResolve ? (
              <Button
                variant="light"
                color={resolved ? 'orange' : 'teal'}
                size="compact-sm"
                loading={move.isPending}
                onClick={onMove}
              >
                {resolved ? t('comment.reopen') : t('comment.resolve')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
