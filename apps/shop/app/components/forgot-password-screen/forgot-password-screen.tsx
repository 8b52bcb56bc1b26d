import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPassword } from '@nyiur/api';
import { useForm } from 'react-hook-form';
import type { ForgotPasswordInput } from '@nyiur/api';
import { AppLink, callApi, useLocale } from '@nyiur/shell';
import { Field, Input } from '@nyiur/ui';
import { AuthCard, AuthForm } from '../auth-card/auth-card';
import { useSendThenLogin } from '../../lib/send-then-login';
import { PATHS } from '@nyiur/domain';

const resolver = zodResolver(forgotPassword.request);

export function ForgotPasswordScreen() {
  const sendThenLogin = useSendThenLogin();
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
      title="Forgot Password"
      lead="Enter the email you registered with and we will send you a link to reset your password."
      links={<AppLink to={PATHS.login}>Back to login</AppLink>}
    >
      <AuthForm onSubmit={onSubmit} submitting={isSubmitting} submitLabel="Send">
        <Field label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
      </AuthForm>
    </AuthCard>
  );
}
