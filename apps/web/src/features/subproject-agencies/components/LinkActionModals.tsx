import { type FormSchema, type Option, switchConsultantSchema, terminationSchema } from '@anupalan/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../forms/FormModal';
import { type LinkedAgency, type LinkKind, segmentOf } from '../api/contracts';
import { linkKeys } from '../api/keys';
import { useLinkedAgencies } from '../api/list-linked';
import { switchConsultant } from '../api/switch-consultant';

export type LinkDialog = 'terminate' | 'switch' | null;

/** A copy of a schema whose dropdown at `colName` offers these options instead of reading its src. */
function withOptions(schema: FormSchema, colName: string, options: Option[]): FormSchema {
  return {
    ...schema,
    steps: schema.steps.map((step) => ({
      ...step,
      fields: step.fields.map((field) =>
        field.colName === colName ? { ...field, src: undefined, dropdownArray: options } : field,
      ),
    })),
  };
}

interface LinkActionModalsProps {
  kind: LinkKind;
  subprojectId: string;
  link: LinkedAgency;
  dialog: LinkDialog;
  onClose: () => void;
}

/**
 * Terminating a contractor or consultant (date and reason), and handing a contractor over to another of the
 * subproject's consultants (the new consultant and the handover date). Government only.
 */
export function LinkActionModals({ kind, subprojectId, link, dialog, onClose }: LinkActionModalsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const consultants = useLinkedAgencies(subprojectId, 'consultant', dialog === 'switch');
  const others: Option[] = (consultants.data ?? [])
    .filter((c) => !c.terminated_on && c.agency_id !== link.consultant_agency_id)
    .map((c) => ({ value: c.agency_id, label: c.name }));
  const done = () => {
    onClose();
    void queryClient.invalidateQueries({ queryKey: linkKeys.subproject(subprojectId) });
  };
  return (
    <>
      <FormModal
        opened={dialog === 'terminate'}
        onClose={onClose}
        schema={terminationSchema}
        params={{ id: subprojectId, kind: segmentOf(kind), agencyId: link.agency_id }}
        failureMessage={t('users.failed')}
        onSaved={done}
      />
      <FormModal
        opened={dialog === 'switch'}
        onClose={onClose}
        schema={withOptions(switchConsultantSchema, 'subproject_agencies.consultant_agency_id', others)}
        submit={(values) => switchConsultant(subprojectId, link.agency_id, values)}
        failureMessage={t('users.failed')}
        onSaved={done}
      />
    </>
  );
}
