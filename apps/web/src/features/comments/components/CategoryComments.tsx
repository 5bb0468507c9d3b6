import {
  type CommentCategory,
  type ConsultantComment,
  commentPageOf,
  formatCommentTime,
} from '@anupalan/shared';
import { Badge, Collapse, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, LoadFailed, Loading } from '../../../components/feedback/QueryState';
import { type Breadcrumb, PageHeader } from '../../../components/layout/PageHeader';
import { useCategoryComments } from '../api/list-category-comments';
import { COMMENT_QUERY } from '../use-comment-page';

/** The kinds of page a comment is made on, as the row names them (within a section, which page it was). */
const PAGE_KINDS = [
  'details',
  'requirements',
  'subcontractors',
  'employeeRegisters',
  'attendanceRegisters',
  'wageRegisters',
  'incidents',
  'returns',
] as const;
const isPageKind = (segment: string): segment is (typeof PAGE_KINDS)[number] =>
  (PAGE_KINDS as readonly string[]).includes(segment);

interface CategoryCommentsProps {
  establishmentId: string;
  category: CommentCategory;
  /** The compliance dashboard of the establishment, where the back button leads. */
  dashboardPath: string;
  /** The trail down to the establishment. */
  breadcrumbs?: Breadcrumb[];
}

/** A row: the comment, who and when; it opens the comment's page with the side panel open. */
function CommentRow({ comment }: { comment: ConsultantComment }) {
  const { t } = useTranslation('comments');
  const segment = commentPageOf(comment.url)?.segment;
  const pageKind = segment && isPageKind(segment) ? segment : null;
  return (
    <Paper
      component={Link}
      to={`${comment.url}?${COMMENT_QUERY}=true`}
      withBorder
      radius="md"
      p="sm"
      style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
      aria-label={`${comment.comment.slice(0, 80)}. ${t('comment.openPage')}`}
    >
      <Stack gap={4}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} lineClamp={3}>
          {comment.comment}
        </Text>
        <Group gap="xs" justify="space-between">
          <Text size="xs" c="dimmed">
            {t('comment.by', { name: comment.created_by_name, agency: comment.agency_name })} ·{' '}
            {formatCommentTime(comment.created_on)}
          </Text>
          <Group gap={6}>
            {pageKind ? (
              <Badge color="blue" variant="outline" size="sm">
                {t(`pages.${pageKind}`)}
              </Badge>
            ) : null}
            {comment.state === 'reopened' ? (
              <Badge color="orange" variant="light" size="sm">
                {t('comment.reopened')}
              </Badge>
            ) : null}
            {comment.replies.length > 0 ? (
              <Badge color="gray" variant="light" size="sm">
                {t('comment.replies', { count: comment.replies.length })}
              </Badge>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

const rows = (items: ConsultantComment[]) => (
  <Stack gap="sm">
    {items.map((c) => (
      <CommentRow key={c.id} comment={c} />
    ))}
  </Stack>
);

/**
 * complianceDashboard/comments/{categoryId}: the section's unresolved comments, then its resolved ones in a
 * list that opens on demand.
 */
export function CategoryComments(props: CategoryCommentsProps) {
  const { establishmentId, category, dashboardPath, breadcrumbs } = props;
  const { t } = useTranslation('comments');
  const query = useCategoryComments(establishmentId, category);
  const [showResolved, resolvedToggle] = useDisclosure(false);
  const label = t(`categories.${category}`);

  return (
    <>
      <PageHeader
        title={t('category.title', { category: label })}
        subtitle={t('category.help')}
        backTo={dashboardPath}
        breadcrumbs={breadcrumbs && [...breadcrumbs, { label: t('category.title', { category: label }) }]}
      />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadFailed>{t('category.loadFailed')}</LoadFailed>
      ) : (
        <Stack gap="lg">
          <Stack gap="sm" component="section" aria-labelledby="unresolved-comments">
            <Title order={2} size="h4" id="unresolved-comments">
              {t('category.unresolved')}
            </Title>
            {query.data.unresolved.length === 0 ? (
              <EmptyState>{t('empty.unresolved')}</EmptyState>
            ) : (
              rows(query.data.unresolved)
            )}
          </Stack>
          <Stack gap="sm" component="section" aria-labelledby="resolved-comments">
            <Title order={2} size="h4" id="resolved-comments">
              <UnstyledButton
                onClick={resolvedToggle.toggle}
                aria-expanded={showResolved}
                aria-controls="resolved-comments-list"
              >
                <Group gap={6} wrap="nowrap">
                  {showResolved ? (
                    <IconChevronDown size={18} aria-hidden />
                  ) : (
                    <IconChevronRight size={18} aria-hidden />
                  )}
                  <span>{t('category.resolvedCount', { count: query.data.resolved.length })}</span>
                </Group>
              </UnstyledButton>
            </Title>
            <Collapse expanded={showResolved} id="resolved-comments-list">
              {query.data.resolved.length === 0 ? (
                <EmptyState>{t('empty.resolved')}</EmptyState>
              ) : (
                rows(query.data.resolved)
              )}
            </Collapse>
          </Stack>
        </Stack>
      )}
    </>
  );
}
