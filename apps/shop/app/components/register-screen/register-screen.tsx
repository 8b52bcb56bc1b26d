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
  storeLogin,
  toast,
  useAppNavigate,
  useIsLoggedIn,
  useLocale,
  withLoading,
} from '@nyiur/shell';
import { Field, Input } from '@nyiur/ui';
import { AuthCard, AuthForm } from '../auth-card/auth-card';
import { AFFILIATE_STORAGE_KEY } from '../../lib/affiliate-storage';
import { PASSWORD_RULES_HINT } from '../../lib/password-rules';
import { AFTER_LOGIN_DELAY_MS, reportSubmitError, wait } from '../../lib/server-errors';

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

export function RegisterScreen() {
  const [params] = useSearchParams();
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
        toast.success(messages.success.register);
        await wait(AFTER_LOGIN_DELAY_MS);
      });
      navigate(PATHS.home);
    } catch (error) {
      registering.current = false;
      reportSubmitError(error, form.setError);
    }
  });

  return (
    <AuthCard
      title="Register"
      lead="Create your account to order and track your sachets."
      links={
        <>
          <span>
            Already have an account? <AppLink to={PATHS.login}>Login</AppLink>
          </span>
        </>
      }
    >
      <AuthForm onSubmit={onSubmit} submitting={isSubmitting} submitLabel="Register">
        <Field label="First Name" error={errors.first_name?.message} required>
          <Input autoComplete="given-name" {...form.register('first_name')} />
        </Field>
        <Field label="Last Name" error={errors.last_name?.message} optional>
          <Input autoComplete="family-name" {...form.register('last_name')} />
        </Field>
        <Field label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field
          label="Password"
          hint={PASSWORD_RULES_HINT}
          error={errors.password?.message}
          required
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        <Field
          label="Referral Code"
          error={errors.referral_code?.message}
          hint={`No referral code? Enter ${referral.houseCode}.`}
          required
        >
          <Input autoComplete="off" {...form.register('referral_code')} />
        </Field>
      </AuthForm>
    </AuthCard>
  );
}
