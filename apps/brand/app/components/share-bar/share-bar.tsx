import type { BlogArticleCopy } from '@nyiur/content';
import { copyFailedMessage } from '@nyiur/domain';
import { toast, useHydrated } from '@nyiur/shell';
import { copyFailureReason, shareLinks } from './share-links';
import styles from './share-bar.module.css';

export interface ShareBarProps {
  /** The article's public (canonical) URL. */
  readonly url: string;
  readonly title: string;
  readonly words: BlogArticleCopy['share'];
}

async function copyLink(words: ShareBarProps['words']) {
  try {
    if (!navigator.clipboard) throw new Error('the clipboard is not available in this browser');
    await navigator.clipboard.writeText(window.location.href);
    toast.success(words.linkCopied);
  } catch (error) {
    toast.error(copyFailedMessage(copyFailureReason(error), words.copyFailed));
  }
}

/** Share an article: Facebook, WhatsApp, LinkedIn (plain links, work without script) and copy link. */
export function ShareBar({ url, title, words }: ShareBarProps) {
  const links = shareLinks(url, title);
  const hydrated = useHydrated();
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <nav className={styles.bar} aria-label={words.navLabel}>
      <span className={styles.label}>{words.label}</span>
      <a className={styles.button} href={links.facebook} {...external}>
        Facebook
      </a>
      <a className={styles.button} href={links.whatsapp} {...external}>
        WhatsApp
      </a>
      <a className={styles.button} href={links.linkedin} {...external}>
        LinkedIn
      </a>
      <button
        type="button"
        className={styles.button}
        disabled={!hydrated}
        onClick={() => void copyLink(words)}
      >
        {words.copyLink}
      </button>
    </nav>
  );
}
