import { zodResolver } from '@hookform/resolvers/zod';
import { register } from '@nyiur/api';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { RegisterInput } from '@nyiur/api';
import { referral } from '@nyiur/content';
import { messages, PATHS } from '@nyiur/domain';
import {
  AppLink,
  callApi,
  carryToast,
  storeLogin,
  useAppNavigate,
  useIsLoggedIn,
  useLocale,
  withLoading,
} from '@nyiur/shell';
import { Field, Input } from '@nyiur/ui';
import { AuthCard, AuthForm } from '../auth-card/auth-card';
import { AFFILIATE_STORAGE_KEY } from '../../lib/affiliate-storage';
import { AuthMessages } from '../../lib/auth-messages';
import { AFTER_LOGIN_DELAY_MS, reportSubmitError, wait } from '../../lib/server-errors';
import { authMessage } from '../../lib/spec-messages';
import { useAuthTranslate } from '../../lib/translate';

function rememberedAffiliate(fromQuery: string | null): string {
  try {
    if (fromQuery) {
      window.localStorage.setItem(AFFILIATE_STORAGE_KEY, fromQuery);
      return fromQuery;
    }
    return window.localStorage.getItem(AFFILIATE_STORAGE_KEY) ?? '';
  } catch {
    return fromQuery ?? '';
  }
}

const resolver = zodResolver(register.request);

function RegisterForm() {
  const [params] = useSearchParams();
  const t = useAuthTranslate();
  const say = (text: string) => authMessage(t, text);
  const navigate = useAppNavigate();
  const loggedIn = useIsLoggedIn();
  const registering = useRef(false);
  const locale = useLocale();
  const form = useForm<RegisterInput>({
    resolver,
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      referral_code: '',
      is_pro: '0',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { setValue, getValues } = form;
  const affId = params.get('aff_id');

  useEffect(() => {
    const code = rememberedAffiliate(affId);
    if (code && !getValues('referral_code')) setValue('referral_code', code);
  }, [affId, getValues, setValue]);

  useEffect(() => {
    if (loggedIn && !registering.current) navigate(PATHS.account, { replace: true });
  }, [loggedIn, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    registering.current = true;
    try {
      await withLoading(async () => {
        const result = await callApi('register', { ...values, locale });
        storeLogin(result.data, result.meta?.access_token ?? result.data.access_token);
        // The home page is the brand site's, a full page load: the toast is shown there, so a
        // phone still loading its toaster when the move comes does not lose it.
        carryToast('success', say(messages.success.register));
        await wait(AFTER_LOGIN_DELAY_MS);
      });
      navigate(PATHS.home);
    } catch (error) {
      registering.current = false;
      reportSubmitError(error, form.setError, {}, say);
    }
  });

  return (
    <AuthCard
      title={t('register.title')}
      lead={t('register.lead')}
      links={
        <span>
          {t('register.haveAccount')} <AppLink to={PATHS.login}>{t('register.login')}</AppLink>
        </span>
      }
    >
      <AuthForm onSubmit={onSubmit} submitting={isSubmitting} submitLabel={t('register.submit')}>
        <Field
          label={t('field.firstName')}
          error={authMessage(t, errors.first_name?.message)}
          required
        >
          <Input autoComplete="given-name" {...form.register('first_name')} />
        </Field>
        <Field
          label={t('field.lastName')}
          error={authMessage(t, errors.last_name?.message)}
          optional={t('field.optional')}
        >
          <Input autoComplete="family-name" {...form.register('last_name')} />
        </Field>
        <Field label={t('field.email')} error={authMessage(t, errors.email?.message)} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field
          label={t('field.password')}
          hint={t('field.passwordRules')}
          error={authMessage(t, errors.password?.message)}
          required
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        <Field
          label={t('field.referralCode')}
          error={authMessage(t, errors.referral_code?.message)}
          hint={t('register.referralHint', { code: referral.houseCode })}
          required
        >
          <Input autoComplete="off" {...form.register('referral_code')} />
        </Field>
      </AuthForm>
    </AuthCard>
  );
}

/** /register: the sign-up form, its words loaded with it in the page's language. */
export function RegisterScreen() {
  return (
    <AuthMessages>
      <RegisterForm />
    </AuthMessages>
  );
}
