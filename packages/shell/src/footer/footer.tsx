import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { copyrightLine, siteConfig } from '@nyiur/content';
import { successMessages } from '@nyiur/domain';
import { Button, useHydrated } from '@nyiur/ui';
import { errorMessageOf } from '../api/error-message';
import { subscribeNewsletter } from '../api/shop-api';
import { AppLink } from '../app-link/app-link';
import { policyLinks } from '../navigation/site-menus';
import { toast } from '@nyiur/ui';
import styles from './footer.module.css';

/** The newsletter form: an empty e-mail is silently ignored (spec §5). */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  // Before the page's script runs, a submit would send the address in a plain GET.
  const hydrated = useHydrated();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value || busy) return;
    setBusy(true);
    try {
      await subscribeNewsletter(value);
      toast.success(successMessages.newsletter);
      setEmail('');
    } catch (error) {
      toast.error(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.newsletter} onSubmit={onSubmit} noValidate aria-label="Newsletter">
      <h2 className={styles.heading}>Stay in the loop</h2>
      <p className={styles.lead}>
        Recipes, routines and news from the coconut grove, now and then.
      </p>
      <div className={styles.row}>
        <label htmlFor={inputId} className={styles.label}>
          Email
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          className={styles.input}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={busy} disabled={!hydrated}>
          Subscribe
        </Button>
      </div>
    </form>
  );
}

/** The site footer (spec §2): newsletter, policy links, medical disclaimer and copyright. */
export function Footer() {
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
        <nav aria-label="Policies" className={styles.policies}>
          <ul>
            {policyLinks.map((link) => (
              <li key={link.to}>
                <AppLink to={link.to}>{link.label}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.disclaimer}>
          These statements have not been evaluated by the Ministry of Health Malaysia. Our products
          are food supplements and are not intended to diagnose, treat, cure or prevent any disease.
          If you are pregnant, nursing, taking medication or have a medical condition, consult your
          doctor before use.
        </p>
        {/* Prerendered in the build's year; a page opened in a later year keeps that text. */}
        <p className={styles.copyright} suppressHydrationWarning>
          {copyrightLine(new Date().getFullYear())}
        </p>
      </div>
    </footer>
  );
}
