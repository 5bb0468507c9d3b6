import { Center, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { LoadFailed } from '../../../components/feedback/QueryState';
import { type SubprojectRef, subprojectPath } from '../../../config/paths';
import { currentAgencyQueryKey, useCurrentAgency } from '../../../features/agencies/api/get-current-agency';
import type { SubprojectRecord } from '../../../features/projects/api/contracts';
import { SubprojectDetailsPage } from '../../../features/projects/components/subproject/SubprojectDetailsPage';
import { WithSubproject } from '../../../features/projects/components/subproject/WithSubproject';
import type { LinkKind } from '../../../features/subproject-agencies/api/contracts';
import type { SubprojectFrame } from '../../../features/subproject-agencies/components/frame';
import { LinkedAgencies } from '../../../features/subproject-agencies/components/LinkedAgencies';
import { LinkedAgenciesPage } from '../../../features/subproject-agencies/components/LinkedAgenciesPage';
import { LinkedAgencyPage } from '../../../features/subproject-agencies/components/LinkedAgencyPage';
import { SignupPage } from '../../../features/subproject-agencies/components/SignupPage';
import { sessionQueryKey } from '../../../lib/session/get-user';
import { useCurrentEntry } from '../../../lib/session/use-session';

function useSubprojectRef(): SubprojectRef {
  const { projectId = '', subprojectId = '' } = useParams();
  return { projectId, subprojectId };
}

const frameOf = (ref: SubprojectRef, subproject: SubprojectRecord): SubprojectFrame => ({
  ref,
  name: subproject.body.name,
  projectName: subproject.projects.body.name,
  closed: Boolean(subproject.closed_on || subproject.projects.closed_on),
});

/** The subproject's record for a page of its contractors and consultants. */
function WithFrame({ children }: { children: (frame: SubprojectFrame) => ReactNode }) {
  const ref = useSubprojectRef();
  return (
    <WithSubproject subprojectId={ref.subprojectId}>
      {(subproject) => children(frameOf(ref, subproject))}
    </WithSubproject>
  );
}

/** .../details: the subproject, with its consultants and contractors tabs for a Government. */
export function SubprojectDetailsRoute() {
  const ref = useSubprojectRef();
  return (
    <WithSubproject subprojectId={ref.subprojectId}>
      {(subproject) => {
        const frame = frameOf(ref, subproject);
        return (
          <SubprojectDetailsPage
            subproject={subproject}
            consultants={<LinkedAgencies kind="consultant" frame={frame} />}
            contractors={<LinkedAgencies kind="contractor" frame={frame} />}
          />
        );
      }}
    </WithSubproject>
  );
}

export function LinkedAgenciesRoute({ kind }: { kind: LinkKind }) {
  return <WithFrame>{(frame) => <LinkedAgenciesPage kind={kind} frame={frame} />}</WithFrame>;
}

export function LinkedAgencyRoute({ kind }: { kind: LinkKind }) {
  const { agencyId = '' } = useParams();
  return (
    <WithFrame>
      {(frame) => <LinkedAgencyPage key={agencyId} kind={kind} agencyId={agencyId} frame={frame} />}
    </WithFrame>
  );
}

/**
 * .../signup, and the agency's own sign-up page at .../contractor/{id} and .../consultant/{id}: an invited
 * contractor or consultant confirms its details. A Government is shown the subproject's details instead, a
 * subcontractor its own pages.
 */
export function SignupRoute({ kind }: { kind?: LinkKind }) {
  const { t } = useTranslation();
  const { agencyId = '' } = useParams();
  const ref = useSubprojectRef();
  const queryClient = useQueryClient();
  const role = useCurrentEntry()?.role ?? null;
  const linked = role === 'Contractor' || role === 'Consultant';
  const agency = useCurrentAgency(linked);
  if (!linked) {
    return <Navigate to={subprojectPath(ref, role === 'Government' ? 'details' : undefined)} replace />;
  }
  if (agency.isPending) {
    return (
      <Center py="xl">
        <Text c="dimmed">{t('common.loading')}</Text>
      </Center>
    );
  }
  if (agency.isError) return <LoadFailed>{t('agency.loadFailed')}</LoadFailed>;
  return (
    <SignupPage
      refIds={ref}
      agency={agency.data}
      expected={kind ? { kind, agencyId } : undefined}
      onSignedUp={() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: currentAgencyQueryKey }),
          queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        ])
      }
    />
  );
}
