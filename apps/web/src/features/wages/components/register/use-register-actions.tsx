import { type PayslipsGivenValues, WAGE_MESSAGES, type WageRegister } from '@anupalan/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useProceed } from '../../../../components/feedback/use-proceed';
import { useReviseEntry } from '../../api/entries';
import {
  useCancelRegister,
  useConfirmPayslips,
  useDeleteRegister,
  useReopenRegister,
  useUploadSigned,
} from '../../api/register-actions';
import type { WagePlace } from '../../context';
import { formatPeriod } from '../../display';
import { useNotifyDone, useNotifyFailure } from '../../messages';
import { listPath } from '../../paths';

/**
 * The register's own actions, each saying the spec's text (or the server's message) when done, and the server's
 * refusal, else the spec's fallback, when not: cancel and delete (asked first, 'Proceed'), the payslip
 * confirmation, the signed register, reopening, and revising an entry.
 */
export function useRegisterActions(place: WagePlace, register: WageRegister) {
  const { t } = useTranslation('wages');
  const navigate = useNavigate();
  const proceed = useProceed();
  const notifyFailure = useNotifyFailure();
  const notifyDone = useNotifyDone();
  const id = place.establishment.id;
  const cancel = useCancelRegister(id, register.id);
  const remove = useDeleteRegister(id, register.id);
  const payslips = useConfirmPayslips(id, register.id);
  const signed = useUploadSigned(id, register.id);
  const reopen = useReopenRegister(id, register.id);
  const revise = useReviseEntry(id, register.id);
  const period = formatPeriod(register.from_date, register.to_date);

  /** Runs a call; true when it was done. */
  const run = async (
    call: () => Promise<unknown>,
    done: string,
    failed: string,
    message?: (r: unknown) => string,
  ) => {
    try {
      const answer = await call();
      notifyDone(message?.(answer), done);
      return true;
    } catch (error) {
      notifyFailure(error, failed);
      return false;
    }
  };

  return {
    cancelRegister: async () => {
      if (!(await proceed(t('cancel.question', { period })))) return;
      // The spec words the success itself: 'Successfully Cancelled the wage register'.
      await run(() => cancel.mutateAsync(), WAGE_MESSAGES.cancelled, WAGE_MESSAGES.cancelFailed);
    },
    deleteRegister: async () => {
      if (!(await proceed(t('delete.question', { period })))) return;
      if (await run(() => remove.mutateAsync(), WAGE_MESSAGES.deleted, WAGE_MESSAGES.deleteFailed))
        navigate(listPath(place, Number(register.from_date.slice(0, 4))), { replace: true });
    },
    /** Throws the refusal, so the dialog can show field errors beside its fields. */
    confirmPayslips: async (values: PayslipsGivenValues) => {
      try {
        const saved = await payslips.mutateAsync(values);
        notifyDone(saved.message, WAGE_MESSAGES.submitted);
      } catch (error) {
        notifyFailure(error, WAGE_MESSAGES.submitFailed);
        throw error;
      }
    },
    confirmingPayslips: payslips.isPending,
    /** Throws the refusal: the file dialog says it. */
    uploadSigned: async (file: File) => {
      const saved = await signed.mutateAsync(file);
      notifyDone(saved.message, WAGE_MESSAGES.uploaded);
    },
    reopenRegister: (reason: string) =>
      run(
        () => reopen.mutateAsync(reason),
        WAGE_MESSAGES.reopened,
        WAGE_MESSAGES.submitFailed,
        (r) => (r as { message: string }).message,
      ),
    reopening: reopen.isPending,
    reviseEntry: (employeeId: string, reason: string) =>
      run(
        () => revise.mutateAsync({ employeeId, reason }),
        WAGE_MESSAGES.revised,
        WAGE_MESSAGES.submitFailed,
        (r) => (r as { message: string }).message,
      ),
    revising: revise.isPending,
  };
}
