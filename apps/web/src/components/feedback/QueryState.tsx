import { Alert, Center, Loader, type MantineSpacing, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../../lib/api';

interface LoadingProps {
  /** Space above and below the spinner. */
  py?: MantineSpacing;
  /** The whole screen (before the page's frame exists), instead of the page's content area. */
  fullScreen?: boolean;
}

/** The one spinner of the app, named 'Loading...' for screen readers. */
export function Loading({ py = 'xl', fullScreen = false }: LoadingProps) {
  const { t } = useTranslation();
  return (
    <Center py={fullScreen ? undefined : py} mih={fullScreen ? '100dvh' : undefined}>
      <Loader size={fullScreen ? 'lg' : undefined} aria-label={t('common.loading')} />
    </Center>
  );
}

/** A load that failed for another reason than not found: said in red, in the words of what was loading. */
export function LoadFailed({ children }: { children: ReactNode }) {
  return <Alert color="red">{children}</Alert>;
}

/** A list with nothing in it: 'No results to show.' unless the list says something of its own. */
export function EmptyState({ children, py = 'md' }: { children?: ReactNode; py?: MantineSpacing }) {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" py={py} ta="center">
      {children ?? t('common.noResults')}
    </Text>
  );
}

/** What the query state reads of a TanStack query result. */
export interface QueryLike<Data> {
  data: Data | undefined;
  isPending: boolean;
  error: unknown;
}

interface QueryStateProps<Data> {
  query: QueryLike<Data>;
  /** Said when the load fails (the server's 404 is `notFound`'s, when given). */
  errorText: ReactNode;
  /** Shown when the server answers 404: the record does not exist or is out of the caller's reach. */
  notFound?: ReactNode;
  /** When given and true for the data, `empty` (or 'No results to show.') is shown instead of the children. */
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  /** Space around the spinner ('xl' for a page, 'lg' inside a panel). */
  py?: MantineSpacing;
  children: (data: Data) => ReactNode;
}

/**
 * The states of one load, the same on every screen: a spinner while it runs, the record's not-found page for
 * a 404, a red message for any other failure, an empty-list text, else the children with the data.
 */
export function QueryState<Data>({
  query,
  errorText,
  notFound,
  isEmpty,
  empty,
  py,
  children,
}: QueryStateProps<Data>) {
  if (query.isPending) return <Loading py={py} />;
  if (query.error || query.data === undefined) {
    if (notFound && isNotFound(query.error)) return <>{notFound}</>;
    return <LoadFailed>{errorText}</LoadFailed>;
  }
  if (isEmpty?.(query.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
