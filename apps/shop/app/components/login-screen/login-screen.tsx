import { zodResolver } from '@hookform/resolvers/zod';
import { loginForm } from '@nyiur/api';
import { useForm } from 'react-hook-form';
import type { LoginFormValues } from '@nyiur/api';
import { AppLink, signInWithPassword, useAppNavigate, withLoading } from '@nyiur/shell';
import { Field, Input } from '@nyiur/ui';
import { AuthCard, AuthForm } from '../auth-card/auth-card';
import { AFTER_LOGIN_DELAY_MS, reportSubmitError, wait } from '../../lib/server-errors';
import { PATHS } from '@nyiur/domain';

const resolver = zodResolver(loginForm);

export function LoginScreen() {
  const navigate = useAppNavigate();
  const form = useForm<LoginFormValues>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await withLoading(async () => {
        await signInWithPassword(values.email, values.password);
        await wait(AFTER_LOGIN_DELAY_MS);
      });
      navigate(PATHS.account);
    } catch (error) {
      reportSubmitError(error);
    }
  });

  return (
    <AuthCard
      title="Login"
      lead="Welcome back. Sign in to see your orders and addresses."
      links={
        <>
          <AppLink to={PATHS.forgotPassword}>Forgot password?</AppLink>
          <AppLink to={PATHS.register}>Create an account</AppLink>
        </>
      }
    >
      <AuthForm onSubmit={onSubmit} submitting={isSubmitting} submitLabel="Login">
        <Field label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field label="Password" error={errors.password?.message} required>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
      </AuthForm>
    </AuthCard>
  );
}
