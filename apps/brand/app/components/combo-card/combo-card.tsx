import type { ComboLabels, ComboPackage } from '@nyiur/content';
import { formatRM } from '@nyiur/domain';
import { useProductOffer } from '@nyiur/shell';
import type { ReactNode } from 'react';
import { MediaImage } from '../media-image/media-image';
import { comboSale } from './combo-sale';
import styles from './combo-card.module.css';

export interface ComboCardProps {
  readonly combo: ComboPackage;
  readonly labels: ComboLabels;
  /** The Add to Cart control (it needs the shell's session and cart), shown only when on sale. */
  readonly action: ReactNode;
}

/**
 * One combo package: picture, name, what is in it, and, from the owner's current offer, its price
 * and Add to Cart, or "Coming soon" while it is not for sale. A combo the owner hid is left out.
 */
export function ComboCard({ combo, labels, action }: ComboCardProps) {
  const headingId = `combo-${combo.slug}`;
  const sale = comboSale(useProductOffer(combo.id).data);
  if (sale.kind === 'hidden') return null;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <MediaImage
        image={combo.img}
        className={styles.image}
        sizes="(max-width: 768px) 100vw, 33vw"
      />
      <div className={styles.body}>
        <h3 id={headingId} className={styles.title}>
          {combo.title}
        </h3>
        <p className={styles.description}>{combo.desc}</p>
        <div className={styles.offer} data-testid="combo-offer">
          {sale.kind === 'for-sale' && (
            <>
              <p className={styles.price}>{formatRM(sale.price)}</p>
              {sale.inStock ? action : <p className={styles.note}>{labels.outOfStock}</p>}
            </>
          )}
          {sale.kind === 'coming-soon' && <p className={styles.note}>{labels.comingSoon}</p>}
        </div>
      </div>
    </article>
  );
}
