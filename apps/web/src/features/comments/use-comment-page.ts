import { type CommentPage, commentPageOf } from '@anupalan/shared';
import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

export const COMMENT_QUERY = 'isComment';

/**
 * The establishment page the user is on, as the comments see it: its path (what a comment keeps), its category
 * (null on a page that takes no comments), and whether the side panel is open (?isComment=true).
 */
export function useCommentPage(): {
  url: string;
  page: CommentPage | null;
  opened: boolean;
  open: () => void;
  close: () => void;
} {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const url = pathname.replace(/\/+$/, '');
  const page = commentPageOf(url);
  const opened = page !== null && params.get(COMMENT_QUERY) === 'true';
  const set = useCallback(
    (value: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(COMMENT_QUERY, 'true');
          else next.delete(COMMENT_QUERY);
          return next;
        },
        { replace: !value },
      ),
    [setParams],
  );
  return { url, page, opened, open: () => set(true), close: () => set(false) };
}
