import { COMMENT_STATE } from '@anupalan/shared';
import { Badge, Box, Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageComments } from '../api/list-page-comments';

interface CommentsButtonProps {
  establishmentId: string;
  url: string;
  opened: boolean;
  onOpen: () => void;
}

/**
 * The header's comments button: the number of unresolved comments on this page, opening the side panel. On a
 * phone it is the icon and the number (its name says the rest), so the page's title keeps the room.
 */
export function CommentsButton({ establishmentId, url, opened, onOpen }: CommentsButtonProps) {
  const { t } = useTranslation('comments');
  const comments = usePageComments(establishmentId, url);
  const count = (comments.data ?? []).filter((c) => c.state !== COMMENT_STATE.resolved).length;
  return (
    <Button
      variant="default"
      px="sm"
      leftSection={<IconMessageCircle size={18} aria-hidden />}
      rightSection={
        count > 0 ? (
          <Badge color="red" size="sm" circle aria-hidden>
            {count}
          </Badge>
        ) : null
      }
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-expanded={opened}
      aria-label={t('buttonLabel', { count })}
      style={{ flexShrink: 0 }}
    >
      <Box component="span" visibleFrom="sm">
        {t('button')}
      </Box>
    </Button>
  );
}
