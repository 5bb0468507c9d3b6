import { type FormValues, licenseSchema } from '@anupalan/shared';
import { ActionIcon, Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../../forms/FormModal';
import { FileLink } from '../../../../forms/files/FileLink';
import { schemaOptionLabel } from '../../../../i18n/schema-text';
import type { License } from '../../api/contracts';
import { useDeleteLicense } from '../../api/delete-license';
import { establishmentKeys } from '../../api/keys';
import { useLicenses } from '../../api/list-licenses';
import { saveLicense } from '../../api/save-license';
import { formatDay } from '../../format';
import { useConfirmedAction } from '../../use-confirmed-action';

interface LicenseTypeSectionProps {
  establishmentId: string;
  typeId: number;
  typeName: string;
  canChange: boolean;
}

/** The licenses of one type: number, validity, workers allowed and the copy; the contractor keeps them. */
export function LicenseTypeSection({
  establishmentId,
  typeId,
  typeName,
  canChange,
}: LicenseTypeSectionProps) {
  const { t } = useTranslation('establishments');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const { data: licenses = [], isPending, isError } = useLicenses(establishmentId, typeId);
  const remove = useDeleteLicense(establishmentId, typeId);
  const confirm = useConfirmedAction();
  const [editing, setEditing] = useState<{ id?: string; values: FormValues } | null>(null);
  const name = schemaOptionLabel(tc, licenseSchema, 'license_type', {
    value: String(typeId),
    label: typeName,
  });

  const edit = (license: License) =>
    setEditing({
      id: license.id,
      values: {
        license_type: String(license.licenseType),
        body: license.body,
        start_date: license.start_date,
        end_date: license.end_date,
      },
    });
  const confirmDelete = (license: License) =>
    confirm({
      title: t('licenses.deleteTitle'),
      question: t('licenses.deleteConfirm', { number: license.body.licenseNo }),
      run: () => remove.mutateAsync(license.id),
      fallback: t('failed'),
      danger: true,
    });

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Title order={3} size="h5">
          {name}
        </Title>
        {canChange ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setEditing({ values: { license_type: String(typeId) } })}
            aria-label={t('licenses.addTo', { type: name })}
            style={{ flexShrink: 0 }}
          >
            {t('licenses.add')}
          </Button>
        ) : null}
      </Group>
      {isError ? <Alert color="red">{t('licenses.loadFailed')}</Alert> : null}
      {!isPending && !isError && licenses.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('licenses.empty')}
        </Text>
      ) : null}
      {licenses.length > 0 ? (
        <Table.ScrollContainer minWidth={520}>
          <Table withTableBorder horizontalSpacing="xs" aria-label={name}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('licenses.numberAndCopy')}</Table.Th>
                <Table.Th>{t('licenses.commencedOn')}</Table.Th>
                <Table.Th>{t('licenses.expiringOn')}</Table.Th>
                <Table.Th>{t('licenses.workers')}</Table.Th>
                {canChange ? <Table.Th>{tc('lists.actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {licenses.map((license) => (
                <Table.Tr key={license.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {license.body.licenseNo}
                    </Text>
                    {license.body.document ? <FileLink file={license.body.document} image={false} /> : null}
                  </Table.Td>
                  <Table.Td>{formatDay(license.start_date)}</Table.Td>
                  <Table.Td>{formatDay(license.end_date)}</Table.Td>
                  <Table.Td>{license.body.maxWorkers ?? tc('forms.noValue')}</Table.Td>
                  {canChange ? (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          onClick={() => edit(license)}
                          aria-label={t('licenses.editOne', { number: license.body.licenseNo })}
                        >
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          onClick={() => confirmDelete(license)}
                          aria-label={t('licenses.deleteOne', { number: license.body.licenseNo })}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.id ? t('licenses.editTitle', { type: name }) : t('licenses.addTitle', { type: name })}
        schema={licenseSchema}
        initialValues={editing?.values ?? {}}
        submit={(values) => saveLicense(establishmentId, values, editing?.id)}
        failureMessage={t('failed')}
        onSaved={() => {
          // The type may have changed: every type's list is refreshed, and the requirements a licence meets.
          void queryClient.invalidateQueries({ queryKey: establishmentKeys.allLicenses(establishmentId) });
          void queryClient.invalidateQueries({ queryKey: establishmentKeys.requirements(establishmentId) });
          setEditing(null);
        }}
      />
    </Stack>
  );
}
