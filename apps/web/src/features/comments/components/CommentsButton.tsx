import { COMMENT_STATE } from '@anupalan/shared';
import { Button, Indicator } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageComments } from '../api/list-page-comments';

interface CommentsButtonProps {
  establishmentId: string;
  url: string;
  opened: boolean;
  onOpen: () => void;
}

/** The header's comments button: the number of unresolved comments on this page, opening the side panel. */
export function CommentsButton({ establishmentId, url, opened, onOpen }: CommentsButtonProps) {
  const { t } = useTranslation('comments');
  const comments = usePageComments(establishmentId, url);
  const count = (comments.data ?? []).filter((c) => c.state !== COMMENT_STATE.resolved).length;
  return (
    <Indicator label={count} size={18} disabled={count === 0} color="red" offset={4}>
      <Button
        variant="default"
        leftSection={<IconMessageCircle size={18} aria-hidden />}
        onClick={onOpen}
        aria-haspopup="dialog"
        aria-expanded={opened}
        aria-label={t('buttonLabel', { count })}
      >
        {t('button')}
      </Button>
    </Indicator>
  );
}
