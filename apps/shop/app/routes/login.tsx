import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginForm } from '@nyiur/api';
import type { LoginFormValues } from '@nyiur/api';
import { AppLink, signInWithPassword, useAppNavigate, withLoading } from '@nyiur/shell';
import { Button, Field, Input } from '@nyiur/ui';
import { AuthCard } from '../components/auth-card/auth-card';
import { privatePageMeta } from '../lib/page-meta';
import { AFTER_LOGIN_DELAY_MS, reportSubmitError, wait } from '../lib/server-errors';
import styles from '../components/auth-card/auth-card.module.css';

export const meta = () => privatePageMeta('Login');

export default function Login() {
  const navigate = useAppNavigate();
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginForm),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await withLoading(async () => {
        await signInWithPassword(values.email, values.password);
        await wait(AFTER_LOGIN_DELAY_MS);
      });
      navigate('/account');
    } catch (error) {
      reportSubmitError(error);
    }
  });

  return (
    <AuthCard title="Login" lead="Welcome back. Sign in to see your orders and addresses.">
      <form onSubmit={onSubmit} noValidate>
        <Field label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field label="Password" error={errors.password?.message} required>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        <Button type="submit" loading={isSubmitting} fullWidth>
          Login
        </Button>
      </form>
      <p className={styles.links}>
        <AppLink to="/forgot-password">Forgot password?</AppLink>
        <AppLink to="/register">Create an account</AppLink>
      </p>
    </AuthCard>
  );
}
