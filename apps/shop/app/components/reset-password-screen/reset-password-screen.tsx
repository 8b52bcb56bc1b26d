import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordForm } from '@nyiur/api';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { ResetPasswordFormValues } from '@nyiur/api';
import { AppLink, callApi } from '@nyiur/shell';
import { Field, Input } from '@nyiur/ui';
import { AuthCard, AuthForm } from '../auth-card/auth-card';
import { PASSWORD_RULES_HINT } from '../../lib/password-rules';
import { useSendThenLogin } from '../../lib/send-then-login';
import { PATHS } from '@nyiur/domain';

const resolver = zodResolver(resetPasswordForm);

/** /password?token=…: RESET PASSWORD with New Password and Confirm Password (spec §2, §4, §5). */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const sendThenLogin = useSendThenLogin({ replace: true });
  const form = useForm<ResetPasswordFormValues>({
    resolver,
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    sendThenLogin(() =>
      callApi('resetPassword', {
        new_password: values.new_password,
        reset_password_token: params.get('token') ?? '',
      }),
    ),
  );

  return (
    <AuthCard title="RESET PASSWORD" wide links={<AppLink to={PATHS.login}>Back to login</AppLink>}>
      <AuthForm onSubmit={onSubmit} submitting={isSubmitting} submitLabel="Send">
        <Field
          label="New Password"
          hint={PASSWORD_RULES_HINT}
          error={errors.new_password?.message}
          required
        >
          <Input type="password" autoComplete="new-password" {...form.register('new_password')} />
        </Field>
        <Field label="Confirm Password" error={errors.confirm_password?.message} required>
          <Input
            type="password"
            autoComplete="new-password"
            {...form.register('confirm_password')}
          />
        </Field>
      </AuthForm>
    </AuthCard>
  );
}
