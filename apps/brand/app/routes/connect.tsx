import {
  connectPage,
  copyrightLine,
  medicalDisclaimer,
  products,
  siteConfig,
} from '@nyiur/content';
import { buttonClassName } from '@nyiur/ui';
import { MediaImage } from '../components/media-image/media-image';
import { socialLinksOf } from '../lib/shown-settings';
import styles from './connect.module.css';
import {
  AppLink,
  metaLocale,
  pageMeta,
  productJsonLd,
  useShopSettings,
  type MetaPlace,
} from '@nyiur/shell';
import { PATHS } from '@nyiur/domain';

const page = connectPage;

export const meta = (args: MetaPlace) =>
  pageMeta({
    locale: metaLocale(args),
    ...page.meta,
    path: PATHS.connect,
    image: page.productImage,
    jsonLd: products
      .filter((item) => item.sellable)
      .map((item) => productJsonLd(item, PATHS.connect)),
  });

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The shop's pages on social networks, as the owner set them in the back office (Settings), read
 * when the page opens, with the line inviting a visitor to follow: a page not set has no button,
 * and with none set (a new shop) the block is not there at all.
 */
function SocialLinks() {
  const links = socialLinksOf(useShopSettings().data?.social);
  if (links.length === 0) return null;
  const labels = { facebook: page.facebookLabel, instagram: page.instagramLabel };
  return (
    <>
      <p className={styles.text}>{page.followPrompt}</p>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.network}>
            <a
              className={buttonClassName({ variant: 'secondary', fullWidth: true })}
              href={link.href}
              {...external}
            >
              {labels[link.network]}
            </a>
          </li>
        ))}
      </ul>
    </>
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
        <AppLink className={styles.site} to={PATHS.home}>
          Visit our website
        </AppLink>
        <MediaImage image={page.productImage} className={styles.product} priority />
        <p className={styles.disclaimer}>{medicalDisclaimer}</p>
      </main>
      <footer className={styles.footer} suppressHydrationWarning>
        {copyrightLine(new Date().getFullYear())}
      </footer>
    </div>
  );
}
