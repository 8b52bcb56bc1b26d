import type { Banner } from '@nyiur/content';
import { AppLink } from '@nyiur/shell';
import { buttonClassName, Container } from '@nyiur/ui';
import { MediaImage } from '../media-image/media-image';
import styles from './hero-banner.module.css';

export interface HeroBannerProps {
  readonly id: string;
  readonly banner: Banner;
  /** The page's first banner: an h1 and an eagerly loaded picture. */
  readonly primary?: boolean;
  readonly tone?: 'dark' | 'light';
}

/** A banner with picture, title, text and one call to action. */
export function HeroBanner({ id, banner, primary = false, tone = 'dark' }: HeroBannerProps) {
  const Heading = primary ? 'h1' : 'h2';
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`${styles.banner} ${styles[tone]} ${primary ? styles.primary : ''}`}
    >
      <Container className={styles.inner}>
        <div className={styles.text}>
          {banner.eyebrow && <p className={styles.eyebrow}>{banner.eyebrow}</p>}
          <Heading id={`${id}-title`} className={styles.title}>
            {banner.title}
          </Heading>
          <p className={styles.lead}>{banner.text}</p>
          <AppLink
            to={banner.cta.href}
            className={buttonClassName({
              variant: tone === 'dark' ? 'secondary' : 'primary',
              size: 'lg',
            })}
          >
            {banner.cta.label}
          </AppLink>
        </div>
        <MediaImage
          image={banner.image}
          priority={primary}
          className={styles.image}
          sizes="(max-width: 768px) 100vw, 50vw"
        />
      </Container>
    </section>
  );
}
