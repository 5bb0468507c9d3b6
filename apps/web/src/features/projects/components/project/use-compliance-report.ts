import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../i18n/messages';
import { errorMessage, isSessionExpiry } from '../../../../lib/api';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { downloadComplianceReport, emailComplianceReport } from '../../api/compliance-report';

/** Download or e-mail a project's compliance report, each with its own success and failure message. */
export function useComplianceReport() {
  const { t } = useTranslation('projects');
  const { t: tc } = useTranslation();
  return {
    download: async (projectId: string) => {
      try {
        await downloadComplianceReport(projectId);
        notifySuccess(t('report.downloaded'));
      } catch (error) {
        if (isSessionExpiry(error)) return;
        notifyError(
          tc('common.error'),
          translateMessage(tc, errorMessage(error, t('report.downloadFailed'))),
        );
      }
    },
    email: async (projectId: string) => {
      try {
        const { message } = await emailComplianceReport(projectId);
        notifySuccess(translateMessage(tc, message));
      } catch (error) {
        if (isSessionExpiry(error)) return;
        notifyError(tc('common.error'), t('report.emailFailed'));
      }
    },
  };
}
