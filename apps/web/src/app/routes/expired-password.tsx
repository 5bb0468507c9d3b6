import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSetExpiredPassword } from '../../features/auth/api/set-expired-password';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { type NewPasswordValues, SetPasswordForm } from '../../features/auth/components/SetPasswordForm';

/** A signed-in user whose password expired sets a new one before anything else. */
export function ExpiredPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setExpiredPassword = useSetExpiredPassword();
  const submit = (values: NewPasswordValues) => setExpiredPassword.mutateAsync({ values });

  return (
    <AuthCard title={t('password.expiredTitle')} description={t('password.expiredDescription')}>
      <SetPasswordForm submit={submit} onDone={() => navigate(paths.home, { replace: true })} />
    </AuthCard>
  );
}
