import { isCommentCategory } from '@anupalan/shared';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { RecordNotFound } from '../../../components/feedback/RecordNotFound';
import { PageHeaderSlot } from '../../../components/layout/page-header-slot';
import { establishmentPath } from '../../../config/paths';
import { CategoryComments } from '../../../features/comments/components/CategoryComments';
import { CommentsButton } from '../../../features/comments/components/CommentsButton';
import { CommentsPanel } from '../../../features/comments/components/CommentsPanel';
import { useCommentPage } from '../../../features/comments/use-comment-page';
import { useEstablishmentBreadcrumbs } from '../../../features/establishments/components/layout/EstablishmentBreadcrumbs';
import { WithEstablishment } from '../../../features/establishments/components/layout/WithEstablishment';
import { useRouteIds } from '../../../features/establishments/use-route-ids';

/**
 * Every page of an establishment: the comments button in its header and the comments side panel, on the pages
 * that take comments (the compliance dashboard does not).
 */
export function EstablishmentCommentsFrame() {
  const { establishmentId } = useRouteIds();
  const { url, page, opened, open, close } = useCommentPage();
  const button = page ? (
    <CommentsButton establishmentId={establishmentId} url={url} opened={opened} onOpen={open} />
  ) : null;
  return (
    <PageHeaderSlot node={button}>
      <Outlet />
      {page ? (
        <CommentsPanel establishmentId={establishmentId} url={url} opened={opened} onClose={close} />
      ) : null}
    </PageHeaderSlot>
  );
}

function CategoryPage({ establishment }: { establishment: { id: string; name: string } }) {
  const { t } = useTranslation('comments');
  const { ref } = useRouteIds();
  const { categoryId = '' } = useParams();
  const dashboardPath = establishmentPath(ref, establishment.id, 'complianceDashboard');
  const trail = useEstablishmentBreadcrumbs('', establishment).slice(0, -1);
  if (!isCommentCategory(categoryId)) {
    return (
      <RecordNotFound
        title={t('category.notFound')}
        description={t('category.notFoundDescription')}
        backTo={dashboardPath}
        backLabel={t('category.backToDashboard')}
      />
    );
  }
  return (
    <CategoryComments
      establishmentId={establishment.id}
      category={categoryId}
      dashboardPath={dashboardPath}
      breadcrumbs={trail}
    />
  );
}

/** complianceDashboard/comments/{categoryId}. */
export function CategoryCommentsRoute() {
  return (
    <WithEstablishment>
      {(e) => <CategoryPage establishment={{ id: e.id, name: e.body.name }} />}
    </WithEstablishment>
  );
}
