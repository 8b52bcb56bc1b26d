import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPassword } from '@nyiur/api';
import type { ForgotPasswordInput } from '@nyiur/api';
import { AppLink, callApi, toast, useAppNavigate, withLoading } from '@nyiur/shell';
import { Button, Field, Input } from '@nyiur/ui';
import { AuthCard } from '../components/auth-card/auth-card';
import { privatePageMeta } from '../lib/page-meta';
import { reportSubmitError } from '../lib/server-errors';
import styles from '../components/auth-card/auth-card.module.css';

export const meta = () => privatePageMeta('Forgot Password');

export default function ForgotPassword() {
  const navigate = useAppNavigate();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPassword.request),
    defaultValues: { email: '', is_pro: '0' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await withLoading(() => callApi('forgotPassword', values));
      toast.success(result.message);
      navigate('/login');
    } catch (error) {
      reportSubmitError(error, form.setError);
    }
  });

  return (
    <AuthCard
      title="Forgot Password"
      lead="Enter the email you registered with and we will send you a link to reset your password."
    >
      <form onSubmit={onSubmit} noValidate>
        <Field label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Button type="submit" loading={isSubmitting} fullWidth>
          Send
        </Button>
      </form>
      <p className={styles.links}>
        <AppLink to="/login">Back to login</AppLink>
      </p>
    </AuthCard>
  );
}
