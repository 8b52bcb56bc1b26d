import type { ComboLabels, ComboPackage } from '@nyiur/content';
import { Section } from '../section/section';
import { ComboAddToCart } from './combo-add-to-cart';
import { ComboCard } from './combo-card';
import styles from './combos-section.module.css';

/** The combo packages with their add-to-cart buttons (home page, below the fold). */
export function CombosSection(props: {
  id: string;
  title: string;
  intro: string;
  combos: readonly ComboPackage[];
  labels: ComboLabels;
}) {
  return (
    <Section id={props.id} title={props.title} intro={props.intro}>
      <ul className={styles.combos}>
        {props.combos.map((combo) => (
          <li key={combo.id}>
            <ComboCard
              combo={combo}
              labels={props.labels}
              action={<ComboAddToCart combo={combo} label={props.labels.addToCart} />}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
