import { catalogue, productDisplays } from '@nyiur/content';
import { sql, type SQL } from 'drizzle-orm';

/** Sachets in one box of each product page's product (its Supplement Facts). */
const PRODUCT_SERVINGS = new Map(productDisplays.map((product) => [product.id, product.servings]));

/** Servings in one unit of each catalogue item: a box, or a combo's boxes added up. */
export const SERVINGS_PER_UNIT: ReadonlyMap<number, number> = new Map(
  catalogue.flatMap((item) => {
    if (item.kind === 'product') {
      const servings = PRODUCT_SERVINGS.get(item.id);
      return servings ? [[item.id, servings] as const] : [];
    }
    const servings = (item.contents ?? []).reduce((total, part) => {
      const product = catalogue.find((candidate) => candidate.slug === part.slug);
      return total + part.quantity * (product ? (PRODUCT_SERVINGS.get(product.id) ?? 0) : 0);
    }, 0);
    return servings > 0 ? [[item.id, servings] as const] : [];
  }),
);

/** The table above as an SQL VALUES list, `(product_id, servings)`, to join order lines with. */
export const servingsValues = (): SQL =>
  sql.join(
    [...SERVINGS_PER_UNIT].map(([id, servings]) => sql`(${id}::int, ${servings}::int)`),
    sql`, `,
  );
