import { FormDisplay } from '../../../forms/display/FormDisplay';
import { WithFormSchema } from '../../../forms/WithFormSchema';
import type { AgencyRecord } from '../../../lib/contracts/agencies';

/** A Government agency's details as the admin sees them, with its logs. */
export function GovernmentAgencyDetails({ agency }: { agency: AgencyRecord }) {
  return (
    <WithFormSchema type="agency" purpose="Government">
      {(schema) => (
        <FormDisplay schema={schema} values={{ body: agency.body }} auditQuery={{ agency_id: agency.id }} />
      )}
    </WithFormSchema>
  );
}
