import {
  connectPageOf,
  copyrightLine,
  medicalDisclaimerOf,
  products,
  siteConfig,
  type ConnectPage,
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
  requestLocale,
  useShopSettings,
} from '@nyiur/shell';
import { PATHS } from '@nyiur/domain';
import type { Route } from './+types/connect';

/** Runs when the page is prerendered: the copy in the page's language only, in its HTML and data. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  return {
    page: connectPageOf(locale),
    disclaimer: medicalDisclaimerOf(locale),
    jsonLd: products
      .filter((item) => item.sellable)
      .map((item) => productJsonLd(item, PATHS.connect)),
  };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  pageMeta({
    locale: metaLocale({ location }),
    ...loaderData.page.meta,
    path: PATHS.connect,
    image: loaderData.page.productImage,
    jsonLd: loaderData.jsonLd,
  });

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The shop's pages on social networks, as the owner set them in the back office (Settings), read
 * when the page opens, with the line inviting a visitor to follow: a page not set has no button,
 * and with none set (a new shop) the block is not there at all.
 */
function SocialLinks({ page }: { readonly page: ConnectPage }) {
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
export default function Connect({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
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
        <SocialLinks page={page} />
        <AppLink className={styles.site} to={PATHS.home}>
          {page.siteLabel}
        </AppLink>
        <MediaImage image={page.productImage} className={styles.product} priority />
        <p className={styles.disclaimer}>{loaderData.disclaimer}</p>
      </main>
      <footer className={styles.footer} suppressHydrationWarning>
        {copyrightLine(new Date().getFullYear())}
      </footer>
    </div>
  );
}
