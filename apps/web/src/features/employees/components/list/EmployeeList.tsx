import { EMPLOYEE_PAGE_SIZE } from '@anupalan/shared';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconDeviceMobile,
  IconFileSpreadsheet,
  IconPlus,
  IconPrinter,
  IconUpload,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePage } from '../../../../components/data/ListPagination';
import { PagedTable } from '../../../../components/data/PagedTable';
import { QueryState } from '../../../../components/feedback/QueryState';
import { PageHeader } from '../../../../components/layout/PageHeader';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import { useEmployeeCount, useEmployees } from '../../api/list-employees';
import type { EmployeePlace } from '../../context';
import { type EmployeeFilter, isFiltered, NO_FILTER } from '../../filters';
import { formatDay } from '../../format';
import { employeePath, employeesPath, openPrintable, registerPrintPath } from '../../paths';
import { AppLinkDialog } from '../app-link/AppLinkDialog';
import { ManpowerReportDialog } from '../reports/ManpowerReportDialog';
import { UploadDialog } from '../upload/UploadDialog';
import { EmployeeFilters } from './EmployeeFilters';
import { VerificationCell } from './VerificationCell';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The employee register of an establishment, 25 rows a page with the count: filtered by status and
 * verification, searched by name or code. Contractors and subcontractors add employees; the contractor sees
 * whose each worker is.
 */
export function EmployeeList({ place }: { place: EmployeePlace }) {
  const { t } = useTranslation('employees');
  const { t: tc } = useTranslation();
  const role = useCurrentEntry()?.role ?? null;
  const canAdd = (role === 'Contractor' || role === 'Subcontractor') && !place.establishment.locked;
  // The import is the contractor's (spec part 2, section 6).
  const canUpload = role === 'Contractor' && !place.establishment.locked;
  const [uploading, setUploading] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [sendingLink, setSendingLink] = useState(false);
  const [filter, setFilter] = useState<EmployeeFilter>(NO_FILTER);
  const [settledFilter] = useDebouncedValue(filter, SEARCH_DEBOUNCE_MS);
  const { page, setPage, settled } = usePage();
  const list = useEmployees(place.establishment.id, settledFilter, settled);
  const count = useEmployeeCount(place.establishment.id, settledFilter);
  const title = t('list.title');
  const none = tc('forms.noValue');

  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('list.help')}
        breadcrumbs={[...place.trail, { label: title }]}
        actions={[
          {
            label: t('print.formA'),
            icon: <IconPrinter size={16} aria-hidden />,
            onClick: () => openPrintable(registerPrintPath(place.establishment.id, 'employee-register')),
          },
          {
            label: t('print.adolescent'),
            icon: <IconPrinter size={16} aria-hidden />,
            onClick: () => openPrintable(registerPrintPath(place.establishment.id, 'adol-employee-register')),
          },
          {
            label: t('manpower.open'),
            icon: <IconFileSpreadsheet size={16} aria-hidden />,
            onClick: () => setReporting(true),
          },
          // The contractor sends its site staff the app (spec part 2, section 6).
          ...(role === 'Contractor'
            ? [
                {
                  label: t('appLink.open'),
                  icon: <IconDeviceMobile size={16} aria-hidden />,
                  onClick: () => setSendingLink(true),
                },
              ]
            : []),
        ]}
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          {canAdd || canUpload ? (
            <Group gap="sm" justify="flex-end">
              {canUpload ? (
                <Button
                  variant="default"
                  leftSection={<IconUpload size={18} aria-hidden />}
                  onClick={() => setUploading(true)}
                >
                  {t('upload.open')}
                </Button>
              ) : null}
              {canAdd ? (
                <Button
                  component={Link}
                  to={employeesPath(place, 'add')}
                  leftSection={<IconPlus size={18} aria-hidden />}
                >
                  {t('list.add')}
                </Button>
              ) : null}
            </Group>
          ) : null}
          <EmployeeFilters
            filter={filter}
            onChange={(next) => {
              setFilter(next);
              setPage(1);
            }}
          />
          <QueryState query={list} errorText={t('list.loadFailed')} py="lg">
            {(rows) => (
              <PagedTable
                label={title}
                rows={rows}
                rowKey={(row) => row.id}
                serialOf={(row) => row.serial_no}
                hrefOf={(row) => employeePath(place, row.id)}
                rowProps={(row) => ({
                  bg: row.status === 'Terminated' ? 'var(--mantine-color-gray-1)' : undefined,
                })}
                columns={[
                  { header: t('list.columns.code'), cell: (row) => row.employee_code },
                  { header: t('list.columns.name'), cell: (row) => row.name },
                  {
                    header: t('list.columns.aadhaar'),
                    cell: (row) => row.aadhaar ?? none,
                    td: () => ({ style: { whiteSpace: 'nowrap' } }),
                  },
                  { header: t('list.columns.skill'), cell: (row) => t(`skill.${row.skill_category}`) },
                  { header: t('list.columns.joined'), cell: (row) => formatDay(row.date_of_joining) },
                  ...(role === 'Contractor'
                    ? [
                        {
                          header: t('list.columns.employer'),
                          cell: (row: (typeof rows)[number]) =>
                            row.subcontractor?.name ?? t('list.ownAgency'),
                        },
                      ]
                    : []),
                  {
                    header: t('list.columns.status'),
                    cell: (row) =>
                      row.status === 'Terminated' ? (
                        <Text size="sm" c="red.9">
                          {row.exit_date
                            ? t('list.terminated', { date: formatDay(row.exit_date) })
                            : t('list.statusFilter.Terminated')}
                        </Text>
                      ) : (
                        t('list.active')
                      ),
                  },
                  {
                    header: t('list.columns.verification'),
                    cell: (row) => (
                      <VerificationCell
                        verified={row.verification.verified}
                        total={row.verification.form_count}
                      />
                    ),
                  },
                ]}
                empty={isFiltered(settledFilter) ? t('list.noMatch') : t('list.empty')}
                minWidth={role === 'Contractor' ? 940 : 840}
                paging={{
                  page,
                  onChange: setPage,
                  maxCount: count.data ?? 0,
                  label: t('list.pages'),
                  pageSize: EMPLOYEE_PAGE_SIZE,
                }}
              />
            )}
          </QueryState>
        </Stack>
      </Paper>
      {role === 'Contractor' ? (
        <AppLinkDialog opened={sendingLink} onClose={() => setSendingLink(false)} />
      ) : null}
      <ManpowerReportDialog
        establishmentId={place.establishment.id}
        opened={reporting}
        onClose={() => setReporting(false)}
      />
      {canUpload ? (
        <UploadDialog
          establishmentId={place.establishment.id}
          opened={uploading}
          onClose={() => setUploading(false)}
        />
      ) : null}
    </>
  );
}
