import {
  ATTENDANCE_BULK_MESSAGES,
  ATTENDANCE_CSV_EXTENSIONS,
  ATTENDANCE_REPORT_MAX_DAYS,
  ATTENDANCE_WORKBOOK_EXTENSIONS,
  ATTENDANCE_WORKBOOK_MAX_DAYS,
} from '@anupalan/shared';
import { Button, Group } from '@mantine/core';
import { IconDownload, IconFingerprint, IconPrinter, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../i18n/messages';
import { errorMessage, isSessionExpiry } from '../../../../lib/api';
import { notifyError } from '../../../../lib/notify';
import { useCurrentEntry } from '../../../../lib/session/use-session';
import { attendanceKeys } from '../../api/keys';
import { canUploadBulk } from '../access';
import { downloadRegisterCsv, downloadReport, downloadWorkbook } from '../api/downloads';
import { uploadRegisterCsv, uploadWorkbook } from '../api/uploads';
import { formDPrintPath } from '../paths';
import { FileUploadDialog } from './FileUploadDialog';
import { PunchImportDialog } from './PunchImportDialog';
import { RangeDialog } from './RangeDialog';

type Dialog = 'workbook' | 'download' | 'report' | 'formD' | 'punches' | 'csv' | null;

interface AttendanceBulkToolbarProps {
  establishmentId: string;
  /** The establishment is closed, cancelled or completed: nothing is uploaded to it. */
  locked: boolean;
  /** On a day's register: its CSV, downloaded and uploaded. */
  registerId?: string;
}

/**
 * The attendance register's bulk actions (spec part 2, section 2 'Attendance'): upload bulk attendance (.xlsx),
 * download Excel and the report for a From and To range, import device punches, print Form D; on a day's register
 * also its CSV. The uploads are offered to the contractor and the Government only.
 */
export function AttendanceBulkToolbar({ establishmentId, locked, registerId }: AttendanceBulkToolbarProps) {
  const { t } = useTranslation('attendanceBulk');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const role = useCurrentEntry()?.role ?? null;
  const uploads = canUploadBulk(role, locked);
  const [open, setOpen] = useState<Dialog>(null);
  const close = () => setOpen(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all(establishmentId) });

  async function csvDownload() {
    if (!registerId) return;
    try {
      await downloadRegisterCsv(establishmentId, registerId);
    } catch (error) {
      if (isSessionExpiry(error)) return;
      notifyError(
        tc('common.error'),
        translateMessage(tc, errorMessage(error, ATTENDANCE_BULK_MESSAGES.reportFailed)),
      );
    }
  }

  return (
    <>
      <Group gap="xs" wrap="wrap" aria-label={t('toolbar.label')} role="group">
        {uploads ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconUpload size={14} aria-hidden />}
            onClick={() => setOpen('workbook')}
          >
            {t('toolbar.uploadWorkbook')}
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => setOpen('download')}
        >
          {t('toolbar.downloadWorkbook')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => setOpen('report')}
        >
          {t('toolbar.downloadReport')}
        </Button>
        {uploads ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFingerprint size={14} aria-hidden />}
            onClick={() => setOpen('punches')}
          >
            {t('toolbar.punches')}
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPrinter size={14} aria-hidden />}
          onClick={() => setOpen('formD')}
        >
          {t('toolbar.printFormD')}
        </Button>
        {registerId ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={csvDownload}
          >
            {t('toolbar.downloadCsv')}
          </Button>
        ) : null}
        {registerId && uploads ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconUpload size={14} aria-hidden />}
            onClick={() => setOpen('csv')}
          >
            {t('toolbar.uploadCsv')}
          </Button>
        ) : null}
      </Group>
      <FileUploadDialog
        opened={open === 'workbook'}
        onClose={close}
        title={t('upload.workbookTitle')}
        help={t('upload.workbookHelp')}
        extensions={ATTENDANCE_WORKBOOK_EXTENSIONS}
        placeholder={t('upload.chooseXlsx')}
        upload={(file) => uploadWorkbook(establishmentId, file)}
        onDone={refresh}
      />
      {registerId ? (
        <FileUploadDialog
          opened={open === 'csv'}
          onClose={close}
          title={t('upload.csvTitle')}
          help={t('upload.csvHelp')}
          extensions={ATTENDANCE_CSV_EXTENSIONS}
          placeholder={t('upload.chooseCsv')}
          upload={(file) => uploadRegisterCsv(establishmentId, registerId, file)}
          onDone={refresh}
        />
      ) : null}
      <RangeDialog
        opened={open === 'download'}
        onClose={close}
        title={t('range.workbookTitle')}
        help={t('range.workbookHelp', { days: ATTENDANCE_WORKBOOK_MAX_DAYS })}
        maxDays={ATTENDANCE_WORKBOOK_MAX_DAYS}
        submitLabel={t('range.download')}
        onSubmit={(from, to) => downloadWorkbook(establishmentId, from, to)}
        failedMessage={ATTENDANCE_BULK_MESSAGES.reportFailed}
      />
      <RangeDialog
        opened={open === 'report'}
        onClose={close}
        title={t('range.reportTitle')}
        help={t('range.reportHelp', { days: ATTENDANCE_REPORT_MAX_DAYS })}
        maxDays={ATTENDANCE_REPORT_MAX_DAYS}
        submitLabel={t('range.download')}
        onSubmit={(from, to) => downloadReport(establishmentId, from, to)}
        failedMessage={ATTENDANCE_BULK_MESSAGES.reportFailed}
      />
      <RangeDialog
        opened={open === 'formD'}
        onClose={close}
        title={t('range.formDTitle')}
        help={t('range.formDHelp', { days: ATTENDANCE_WORKBOOK_MAX_DAYS })}
        maxDays={ATTENDANCE_WORKBOOK_MAX_DAYS}
        submitLabel={t('range.print')}
        onSubmit={(from, to) => {
          window.open(formDPrintPath(establishmentId, from, to), '_blank', 'noopener');
        }}
        failedMessage={ATTENDANCE_BULK_MESSAGES.reportFailed}
      />
      {uploads ? (
        <PunchImportDialog
          establishmentId={establishmentId}
          opened={open === 'punches'}
          onClose={close}
          onDone={refresh}
        />
      ) : null}
    </>
  );
}
