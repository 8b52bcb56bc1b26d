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
import { pageMeta, productJsonLd } from '@nyiur/shell';
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
        <ul className={styles.links}>
          <li>
            <a
              className={buttonClassName({ variant: 'secondary', fullWidth: true })}
              href={siteConfig.social.facebook}
              {...external}
            >
              {page.facebookLabel}
            </a>
          </li>
          <li>
            <a
              className={buttonClassName({ variant: 'secondary', fullWidth: true })}
              href={siteConfig.social.instagram}
              {...external}
            >
              {page.instagramLabel}
            </a>
          </li>
          <li>
            <a className={styles.site} href={PATHS.home}>
              Visit our website
            </a>
          </li>
        </ul>
        <MediaImage image={page.productImage} className={styles.product} priority />
        <p className={styles.disclaimer}>{medicalDisclaimer}</p>
      </main>
      <footer className={styles.footer} suppressHydrationWarning>
        {copyrightLine(new Date().getFullYear())}
      </footer>
    </div>
  );
}
