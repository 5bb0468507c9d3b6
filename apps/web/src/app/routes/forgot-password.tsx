import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { ForgotPasswordForm } from '../../features/auth/components/ForgotPasswordForm';

export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.forgotPasswordTitle')} description={t('auth.forgotPasswordDescription')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
