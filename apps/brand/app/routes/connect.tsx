import {
  connectPage,
  copyrightLine,
  medicalDisclaimer,
  products,
  siteConfig,
} from '@nyiur/content';
import { buttonClassName } from '@nyiur/ui';
import { MediaImage } from '../components/media-image/media-image';
import styles from './connect.module.css';
import { pageMeta, productJsonLd, useShopSettings } from '@nyiur/shell';
import { PATHS } from '@nyiur/domain';

const page = connectPage;

export const meta = () =>
  pageMeta({
    ...page.meta,
    path: PATHS.connect,
    image: page.productImage,
    jsonLd: products
      .filter((item) => item.sellable)
      .map((item) => productJsonLd(item, PATHS.connect)),
  });

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The shop's pages on social networks, as the owner set them in the back office (Settings): read
 * when the page opens, and a page not set has no button. The list always keeps the room of two
 * buttons, its buttons at the foot of it, so nothing on the page moves when they come (or when
 * none is set).
 */
function SocialLinks() {
  const settings = useShopSettings();
  const social = settings.data?.social;
  const links = [
    social?.facebook_url && { href: social.facebook_url, label: page.facebookLabel },
    social?.instagram_url && { href: social.instagram_url, label: page.instagramLabel },
  ].filter((link) => Boolean(link));
  // No page set: the room stays, without an empty list for a screen reader to announce.
  if (!settings.isPending && links.length === 0) return <div className={styles.links} />;
  return (
    <ul className={styles.links} aria-busy={settings.isPending || undefined}>
      {links.map(
        (link) =>
          link && (
            <li key={link.label}>
              <a
                className={buttonClassName({ variant: 'secondary', fullWidth: true })}
                href={link.href}
                {...external}
              >
                {link.label}
              </a>
            </li>
          ),
      )}
    </ul>
  );
}

/** The social landing page (link in bio): outside the main layout, with its own metadata. */
export default function Connect() {
  return (
    <div className={styles.page}>
      <main className={styles.card}>
        <img
          src={siteConfig.logo.onDark.src}
          alt={siteConfig.brandName}
          width={siteConfig.logo.onDark.width}
          height={siteConfig.logo.onDark.height}
          className={styles.logo}
        />
        <h1 className={styles.title}>{page.heading}</h1>
        <p className={styles.text}>{page.text}</p>
        <SocialLinks />
        <a className={styles.site} href={PATHS.home}>
          Visit our website
        </a>
        <MediaImage image={page.productImage} className={styles.product} priority />
        <p className={styles.disclaimer}>{medicalDisclaimer}</p>
      </main>
      <footer className={styles.footer} suppressHydrationWarning>
        {copyrightLine(new Date().getFullYear())}
      </footer>
    </div>
  );
}
