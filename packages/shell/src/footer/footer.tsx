import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '@nyiur/api/client/errors';
import { copyrightLine, siteConfig } from '@nyiur/content';
import { errorMessages } from '@nyiur/domain';
import { Button, useHydrated } from '@nyiur/ui';
import { errorMessageOf } from '../api/error-message';
import { subscribeNewsletter } from '../api/shop-api';
import { AppLink } from '../app-link/app-link';
import { useI18n } from '../i18n/locale-pages';
import { NewsletterMessages } from '../i18n/newsletter-messages';
import { useShellTranslate, type ShellMessageId } from '../i18n/translate';
import { LanguageSwitch } from '../language-switch/language-switch';
import { menuLabel, policyLinks } from '../navigation/site-menus';
import { toast } from '@nyiur/ui';
import styles from './footer.module.css';

// The shop's own failures, each with its id in the chrome's catalogue.
const NEWSLETTER_ERRORS: ReadonlyMap<string, ShellMessageId> = new Map([
  [errorMessages.generic, 'footer.failed'],
  [errorMessages.network, 'footer.offline'],
]);

/**
 * A refused address is named by the contract's field error (the contract's messages stay off
 * every page's first load); any other failure by its message.
 */
const newsletterError = (error: unknown): ShellMessageId | undefined =>
  error instanceof ApiError && error.errors.email
    ? 'footer.emailInvalid'
    : NEWSLETTER_ERRORS.get(errorMessageOf(error));

/** The newsletter form: an empty e-mail is silently ignored (spec §5). */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const t = useShellTranslate();
  const i18n = useI18n();
  // Before the page's script runs, a submit would send the address in a plain GET.
  const hydrated = useHydrated();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value || busy) return;
    setBusy(true);
    try {
      await subscribeNewsletter(value);
      toast.success(t('footer.subscribed'));
      setEmail('');
    } catch (error) {
      const id = newsletterError(error);
      // Offline, the words may not load either: then the message as it came.
      if (id) await NewsletterMessages.load(i18n).catch(() => undefined);
      toast.error(id && i18n.messages[id] ? t(id) : errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.newsletter}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('footer.newsletter')}
    >
      <h2 className={styles.heading}>{t('footer.newsletterTitle')}</h2>
      <p className={styles.lead}>{t('footer.newsletterLead')}</p>
      <div className={styles.row}>
        <label htmlFor={inputId} className={styles.label}>
          {t('footer.email')}
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('footer.emailPlaceholder')}
          className={styles.input}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={busy} disabled={!hydrated}>
          {t('footer.subscribe')}
        </Button>
      </div>
    </form>
  );
}

/** The site footer (spec §2): newsletter, policy links, medical disclaimer and copyright. */
export function Footer() {
  const t = useShellTranslate();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <img
            src={siteConfig.logo.dark.src}
            alt={siteConfig.brandName}
            width={siteConfig.logo.dark.width}
            height={siteConfig.logo.dark.height}
            loading="lazy"
          />
          <p>{siteConfig.tagline}</p>
        </div>
        <NewsletterForm />
        <nav aria-label={t('footer.policies')} className={styles.policies}>
          <ul>
            {policyLinks.map((link) => (
              <li key={link.to}>
                <AppLink to={link.to}>{menuLabel(t, link.label)}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch className={styles.language} />
        <p className={styles.disclaimer}>{t('footer.disclaimer')}</p>
        {/* Prerendered in the build's year; a page opened in a later year keeps that text. */}
        <p className={styles.copyright} suppressHydrationWarning>
          {copyrightLine(new Date().getFullYear())}
        </p>
      </div>
    </footer>
  );
}
