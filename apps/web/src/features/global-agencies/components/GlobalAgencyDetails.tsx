import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormDisplay } from '../../../forms/display/FormDisplay';
import { FormRenderer } from '../../../forms/FormRenderer';
import { WithFormSchema } from '../../../forms/WithFormSchema';
import type { AgencyRecord } from '../../../lib/contracts/agencies';
import type { GlobalType } from '../api/global-type';
import { globalAgenciesKey } from '../api/list-global-agencies';

/** A contractor's or consultant's details: the view with Edit and View Logs, or the form (`mode=edit`). */
export function GlobalAgencyDetails({ type, agency }: { type: GlobalType; agency: AgencyRecord }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const editing = search.get('mode') === 'edit';
  const setMode = (mode: 'edit' | null) => {
    const next = new URLSearchParams(search);
    if (mode) next.set('mode', mode);
    else next.delete('mode');
    setSearch(next, { replace: !mode });
  };
  const values = { body: agency.body };
  const params = { id: agency.id, type };

  return (
    <WithFormSchema type="global-agency" purpose={`${type}-details`}>
      {(schema) =>
        editing ? (
          <FormRenderer
            schema={schema}
            params={params}
            isEdit
            initialValues={values}
            submitLabel={t('forms.save')}
            onCancel={() => setMode(null)}
            onSaved={() => {
              void queryClient.invalidateQueries({ queryKey: globalAgenciesKey(type) });
              setMode(null);
            }}
          />
        ) : (
          <FormDisplay
            schema={schema}
            values={values}
            params={params}
            onEdit={() => setMode('edit')}
            auditQuery={{ agency_id: agency.id }}
          />
        )
      }
    </WithFormSchema>
  );
}
