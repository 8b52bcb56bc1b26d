import { describe, expect, it } from 'vitest';
import {
  catalogue,
  combos,
  findCatalogueItem,
  findCatalogueItemBySlug,
  products,
} from './catalogue';

describe('catalogue', () => {
  it('has unique ids and slugs', () => {
    expect(new Set(catalogue.map((i) => i.id)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((i) => i.slug)).size).toBe(catalogue.length);
  });

  it('carries the spec ids, names and prices', () => {
    expect(findCatalogueItemBySlug('essentials')).toMatchObject({
      id: 15373,
      name: 'MCT Essentials',
      priceSen: 19800,
      sellable: true,
      kind: 'product',
    });
    expect(findCatalogueItemBySlug('leanessentials')).toMatchObject({
      id: 15372,
      name: 'MCT LeanEssentials',
      priceSen: 19800,
      sellable: true,
      kind: 'product',
    });
    expect(findCatalogueItem(16096)).toMatchObject({
      slug: 'proessentials',
      name: 'MCT ProEssentials',
      sellable: false,
    });
  });

  it('keeps money and weight as positive integers', () => {
    for (const item of catalogue) {
      expect(Number.isInteger(item.priceSen), item.slug).toBe(true);
      expect(Number.isInteger(item.weightGrams), item.slug).toBe(true);
      expect(item.priceSen).toBeGreaterThan(0);
      expect(item.weightGrams).toBeGreaterThan(0);
    }
  });

  it('offers three sellable sample combos that fit the order limits', () => {
    expect(combos).toHaveLength(3);
    for (const combo of combos) {
      expect(combo).toMatchObject({ kind: 'combo', sellable: true, sample: true });
      // One combo alone must be buyable: RM3,000 and 10 kg per order (spec §9).
      expect(combo.priceSen).toBeLessThanOrEqual(300000);
      expect(combo.weightGrams).toBeLessThanOrEqual(10000);
    }
  });

  it('weighs each combo at least as much as the boxes inside it', () => {
    for (const combo of combos) {
      const inner = (combo.contents ?? []).reduce((sum, line) => {
        const product = products.find((p) => p.slug === line.slug);
        expect(product, line.slug).toBeDefined();
        return sum + (product?.weightGrams ?? 0) * line.quantity;
      }, 0);
      expect(inner).toBeGreaterThan(0);
      expect(combo.weightGrams).toBeGreaterThanOrEqual(inner);
    }
  });

  it('prices each combo at or below its boxes bought one by one', () => {
    for (const combo of combos) {
      const separately = (combo.contents ?? []).reduce(
        (sum, line) => sum + (findCatalogueItemBySlug(line.slug)?.priceSen ?? 0) * line.quantity,
        0,
      );
      expect(combo.priceSen).toBeLessThanOrEqual(separately);
    }
  });
});
