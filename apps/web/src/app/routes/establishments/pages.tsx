import { useParams } from 'react-router';
import { AddEstablishment } from '../../../features/establishments/components/choose/AddEstablishment';
import { ChooseEstablishment } from '../../../features/establishments/components/choose/ChooseEstablishment';
import { EstablishmentDetailsPage } from '../../../features/establishments/components/details/EstablishmentDetailsPage';
import { WithEstablishment } from '../../../features/establishments/components/layout/WithEstablishment';
import { RequirementPage } from '../../../features/establishments/components/requirements/RequirementPage';
import { AddSubcontractor } from '../../../features/establishments/components/subcontractors/AddSubcontractor';
import { SubcontractorDetail } from '../../../features/establishments/components/subcontractors/SubcontractorDetail';
import { SubcontractorList } from '../../../features/establishments/components/subcontractors/SubcontractorList';

export function ChooseEstablishmentRoute() {
  return <ChooseEstablishment />;
}

export function AddEstablishmentRoute() {
  return <AddEstablishment />;
}

/** Details, also reached at /requirements with the Requirements tab open. */
export function EstablishmentDetailsRoute({ at }: { at: 'details' | 'requirements' }) {
  return (
    <WithEstablishment>
      {(establishment) => <EstablishmentDetailsPage establishment={establishment} at={at} />}
    </WithEstablishment>
  );
}

export function RequirementRoute() {
  const { requirementId = '' } = useParams();
  return (
    <WithEstablishment>
      {(establishment) => (
        <RequirementPage key={requirementId} establishment={establishment} requirementId={requirementId} />
      )}
    </WithEstablishment>
  );
}

export function SubcontractorsRoute() {
  return (
    <WithEstablishment>
      {(establishment) => <SubcontractorList establishment={establishment} />}
    </WithEstablishment>
  );
}

export function AddSubcontractorRoute() {
  return (
    <WithEstablishment>
      {(establishment) => <AddSubcontractor establishment={establishment} />}
    </WithEstablishment>
  );
}

export function SubcontractorRoute() {
  const { subcontractorId = '' } = useParams();
  return (
    <WithEstablishment>
      {(establishment) => (
        <SubcontractorDetail establishment={establishment} subcontractorId={subcontractorId} />
      )}
    </WithEstablishment>
  );
}
