import { zodResolver } from '@hookform/resolvers/zod';
import { loginForm } from '@nyiur/api';
import { useForm } from 'react-hook-form';
import type { LoginFormValues } from '@nyiur/api';
import { AppLink, signInWithPassword, useAppNavigate, withLoading } from '@nyiur/shell';
import { Field, Input } from '@nyiur/ui';
import { AuthCard, AuthForm } from '../auth-card/auth-card';
import { AuthMessages } from '../../lib/auth-messages';
import { AFTER_LOGIN_DELAY_MS, reportSubmitError, wait } from '../../lib/server-errors';
import { authMessage } from '../../lib/spec-messages';
import { useAuthTranslate } from '../../lib/translate';
import { PATHS } from '@nyiur/domain';

const resolver = zodResolver(loginForm);

function LoginForm() {
  const navigate = useAppNavigate();
  const t = useAuthTranslate();
  const say = (text: string) => authMessage(t, text);
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
      reportSubmitError(error, undefined, {}, say);
    }
  });

  return (
    <AuthCard
      title={t('login.title')}
      lead={t('login.lead')}
      links={
        <>
          <AppLink to={PATHS.forgotPassword}>{t('login.forgot')}</AppLink>
          <AppLink to={PATHS.register}>{t('login.create')}</AppLink>
        </>
      }
    >
      <AuthForm onSubmit={onSubmit} submitting={isSubmitting} submitLabel={t('login.submit')}>
        <Field label={t('field.email')} error={authMessage(t, errors.email?.message)} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field
          label={t('field.password')}
          error={authMessage(t, errors.password?.message)}
          required
        >
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
      </AuthForm>
    </AuthCard>
  );
}

/** /login: the sign-in form, its words loaded with it in the page's language. */
export function LoginScreen() {
  return (
    <AuthMessages>
      <LoginForm />
    </AuthMessages>
  );
}
