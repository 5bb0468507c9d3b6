import { COMMENT_CATEGORIES, type CommentCategory, type CommentStatsResponse } from '@anupalan/shared';
import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../../components/data/PagedTable';
import { Loading } from '../../../../components/feedback/QueryState';
import { isNotFound } from '../../../../lib/api';
import { commentsSection } from '../../paths';

interface StatsQuery {
  data: CommentStatsResponse | undefined;
  isPending: boolean;
  error: unknown;
}

/**
 * The consultant comments by section: unresolved, resolved and total per category, each row opening that
 * section's comments. Said plainly when the comments cannot be had (never a made-up 0).
 */
export function CommentsBySection({
  stats,
  hrefOf,
}: {
  stats: StatsQuery;
  hrefOf: (section: string) => string;
}) {
  const { t } = useTranslation('compliance');
  const body = () => {
    if (stats.isPending) return <Loading py="md" />;
    if (stats.error || !stats.data)
      return (
        <Text c="dimmed" py="sm">
          {isNotFound(stats.error) || !stats.error ? t('comments.unavailable') : t('comments.loadFailed')}
        </Text>
      );
    const byCategory = new Map(stats.data.categories.map((row) => [row.category, row]));
    const rows = COMMENT_CATEGORIES.map((category) => ({
      category,
      unresolved: byCategory.get(category)?.unresolved ?? 0,
      resolved: byCategory.get(category)?.resolved ?? 0,
      total: byCategory.get(category)?.total ?? 0,
    }));
    return (
      <PagedTable
        label={t('comments.title')}
        rows={rows}
        rowKey={(row) => row.category}
        hrefOf={(row) => hrefOf(commentsSection(row.category))}
        columns={[
          {
            header: t('comments.section'),
            cell: (row) => t(`comments.categories.${row.category as CommentCategory}`),
          },
          {
            header: t('comments.unresolved'),
            cell: (row) => row.unresolved,
            td: (row) => ({ c: row.unresolved ? 'red.8' : undefined, fw: row.unresolved ? 700 : undefined }),
          },
          { header: t('comments.resolved'), cell: (row) => row.resolved },
          { header: t('comments.total'), cell: (row) => row.total },
        ]}
        minWidth={280}
      />
    );
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} size="h4" mb="sm">
        {t('comments.title')}
      </Title>
      {body()}
    </Paper>
  );
}
