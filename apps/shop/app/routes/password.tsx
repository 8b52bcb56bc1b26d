import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordForm } from '@nyiur/api';
import type { ResetPasswordFormValues } from '@nyiur/api';
import { AppLink, callApi, toast, useAppNavigate, withLoading } from '@nyiur/shell';
import { Button, Field, Input } from '@nyiur/ui';
import { AuthCard } from '../components/auth-card/auth-card';
import { privatePageMeta } from '../lib/page-meta';
import { reportSubmitError } from '../lib/server-errors';
import styles from '../components/auth-card/auth-card.module.css';

export const meta = () => privatePageMeta('Reset Password');

/** /password?token=…: RESET PASSWORD with New Password and Confirm Password (spec §2, §4, §5). */
export default function ResetPassword() {
  const [params] = useSearchParams();
  const navigate = useAppNavigate();
  const form = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await withLoading(() =>
        callApi('resetPassword', {
          new_password: values.new_password,
          reset_password_token: params.get('token') ?? '',
        }),
      );
      toast.success(result.message);
      navigate('/login', { replace: true });
    } catch (error) {
      reportSubmitError(error);
    }
  });

  return (
    <AuthCard title="RESET PASSWORD" wide>
      <form onSubmit={onSubmit} noValidate>
        <Field label="New Password" error={errors.new_password?.message} required>
          <Input type="password" autoComplete="new-password" {...form.register('new_password')} />
        </Field>
        <Field label="Confirm Password" error={errors.confirm_password?.message} required>
          <Input
            type="password"
            autoComplete="new-password"
            {...form.register('confirm_password')}
          />
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
