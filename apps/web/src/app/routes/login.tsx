import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { LoginForm } from '../../features/auth/components/LoginForm';

export function LoginRoute() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.loginTitle')} description={t('auth.loginDescription')}>
      <LoginForm />
    </AuthCard>
  );
}
