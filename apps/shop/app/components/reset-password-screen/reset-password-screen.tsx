import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordForm } from '@nyiur/api';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { ResetPasswordFormValues } from '@nyiur/api';
import { AppLink, callApi } from '@nyiur/shell';
import { Field, Input } from '@nyiur/ui';
import { AuthCard, AuthForm } from '../auth-card/auth-card';
import { AuthMessages } from '../../lib/auth-messages';
import { useSendThenLogin } from '../../lib/send-then-login';
import { authMessage } from '../../lib/spec-messages';
import { useAuthTranslate } from '../../lib/translate';
import { PATHS } from '@nyiur/domain';

const resolver = zodResolver(resetPasswordForm);

function ResetPasswordForm() {
  const [params] = useSearchParams();
  const t = useAuthTranslate();
  const sendThenLogin = useSendThenLogin({
    replace: true,
    say: (text) => authMessage(t, text),
  });
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
    <AuthCard
      title={t('reset.title')}
      wide
      links={<AppLink to={PATHS.login}>{t('link.backToLogin')}</AppLink>}
    >
      <AuthForm onSubmit={onSubmit} submitting={isSubmitting} submitLabel={t('send')}>
        <Field
          label={t('field.newPassword')}
          hint={t('field.passwordRules')}
          error={authMessage(t, errors.new_password?.message)}
          required
        >
          <Input type="password" autoComplete="new-password" {...form.register('new_password')} />
        </Field>
        <Field
          label={t('field.confirmPassword')}
          error={authMessage(t, errors.confirm_password?.message)}
          required
        >
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

/** /password?token=…: RESET PASSWORD with New Password and Confirm Password (spec §2, §4, §5). */
export function ResetPasswordScreen() {
  return (
    <AuthMessages>
      <ResetPasswordForm />
    </AuthMessages>
  );
}
