import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPassword } from '@nyiur/api';
import { useForm } from 'react-hook-form';
import type { ForgotPasswordInput } from '@nyiur/api';
import { AppLink, callApi, useLocale } from '@nyiur/shell';
import { Field, Input } from '@nyiur/ui';
import { AuthCard, AuthForm } from '../auth-card/auth-card';
import { AuthMessages } from '../../lib/auth-messages';
import { useSendThenLogin } from '../../lib/send-then-login';
import { authMessage } from '../../lib/spec-messages';
import { useAuthTranslate } from '../../lib/translate';
import { PATHS } from '@nyiur/domain';

const resolver = zodResolver(forgotPassword.request);

function ForgotPasswordForm() {
  const t = useAuthTranslate();
  const sendThenLogin = useSendThenLogin({ say: (text) => authMessage(t, text) });
  const locale = useLocale();
  const form = useForm<ForgotPasswordInput>({
    resolver,
    defaultValues: { email: '', is_pro: '0' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    sendThenLogin(() => callApi('forgotPassword', { ...values, locale }), form.setError),
  );

  return (
    <AuthCard
      title={t('forgot.title')}
      lead={t('forgot.lead')}
      links={<AppLink to={PATHS.login}>{t('link.backToLogin')}</AppLink>}
    >
      <AuthForm onSubmit={onSubmit} submitting={isSubmitting} submitLabel={t('send')}>
        <Field label={t('field.email')} error={authMessage(t, errors.email?.message)} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
      </AuthForm>
    </AuthCard>
  );
}

/** /forgot-password: asks for a reset link, its words loaded with it in the page's language. */
export function ForgotPasswordScreen() {
  return (
    <AuthMessages>
      <ForgotPasswordForm />
    </AuthMessages>
  );
}
