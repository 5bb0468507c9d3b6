import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useSetPassword } from '../../features/auth/api/set-password';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { type NewPasswordValues, SetPasswordForm } from '../../features/auth/components/SetPasswordForm';

/** Opened from the mailed link: the token is the second path segment. */
export function SetPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const setPassword = useSetPassword();
  const submit = (values: NewPasswordValues) =>
    setPassword.mutateAsync({ values: { ...values, verifytoken: token } });

  return (
    <AuthCard title={t('password.setTitle')} description={t('password.setDescription')}>
      <SetPasswordForm submit={submit} onDone={() => navigate(paths.login)} />
    </AuthCard>
  );
}
