import { WAGE_BULK_MESSAGES, WAGE_MESSAGES, type WageRegister } from '@anupalan/shared';
import { useTranslation } from 'react-i18next';
import { LogsDrawer } from '../../../../forms/display/LogsDrawer';
import { useUploadWageCsv } from '../../api/bulk';
import type { WagePlace } from '../../context';
import { formatPeriod } from '../../display';
import { useNotifyDone } from '../../messages';
import { FileDialog } from './FileDialog';
import { PayslipsDialog } from './PayslipsDialog';
import { ReasonDialog } from './ReasonDialog';
import type { useRegisterActions } from './use-register-actions';

/** The register's modals (at most one open): payslips given, the signed register, the CSV, reopening, its logs. */
export type RegisterDialog = 'payslips' | 'signed' | 'csv' | 'reopen' | 'logs' | null;

interface RegisterDialogsProps {
  place: WagePlace;
  register: WageRegister;
  open: RegisterDialog;
  onClose: () => void;
  actions: ReturnType<typeof useRegisterActions>;
}

/**
 * The payslip confirmation, Upload Signed Register, Upload CSV (all or nothing, every bad row listed), Reopen
 * Register and the register's logs.
 */
export function RegisterDialogs({ place, register, open, onClose, actions }: RegisterDialogsProps) {
  const { t } = useTranslation('wages');
  const notifyDone = useNotifyDone();
  const csvUpload = useUploadWageCsv(place.establishment.id, register.id);
  const period = formatPeriod(register.from_date, register.to_date);
  return (
    <>
      <PayslipsDialog
        key={open === 'payslips' ? 'open' : 'shut'}
        opened={open === 'payslips'}
        period={period}
        saving={actions.confirmingPayslips}
        onClose={onClose}
        onConfirm={async (values) => {
          await actions.confirmPayslips(values);
          onClose();
        }}
      />
      <FileDialog
        opened={open === 'signed'}
        onClose={onClose}
        title={t('signed.title')}
        help={t('signed.help')}
        extensions={['.pdf', '.jpg', '.jpeg', '.png']}
        placeholder={t('signed.choose')}
        failedMessage={WAGE_MESSAGES.uploadFailed}
        send={actions.uploadSigned}
      />
      <FileDialog
        opened={open === 'csv'}
        onClose={onClose}
        title={t('csv.title')}
        help={t('csv.help')}
        extensions={['.csv']}
        placeholder={t('csv.choose')}
        failedMessage={WAGE_BULK_MESSAGES.uploadFailed}
        send={async (file) => {
          const { message } = await csvUpload.mutateAsync(file);
          notifyDone(message, WAGE_BULK_MESSAGES.uploadSucceeded);
        }}
      />
      <ReasonDialog
        key={open === 'reopen' ? 'reopen-open' : 'reopen-shut'}
        opened={open === 'reopen'}
        title={t('reopen.title')}
        help={t('reopen.help', { period })}
        confirmLabel={t('reopen.confirm')}
        saving={actions.reopening}
        onClose={onClose}
        onConfirm={async (reason) => {
          if (await actions.reopenRegister(reason)) onClose();
        }}
      />
      <LogsDrawer
        opened={open === 'logs'}
        onClose={onClose}
        url={`/api/audit/wage-registers/${encodeURIComponent(register.id)}`}
        query={{}}
      />
    </>
  );
}
