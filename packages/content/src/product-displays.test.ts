import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCatalogueItemBySlug } from './catalogue';
import { findProductDisplay, productDisplays } from './product-displays';

describe('product display data', () => {
  it('covers exactly the two sellable products, matching the catalogue', () => {
    expect(productDisplays.map((p) => p.path)).toEqual(['essentials', 'leanessentials']);
    for (const product of productDisplays) {
      const item = findCatalogueItemBySlug(product.path);
      expect(item?.id).toBe(product.id);
      expect(item?.priceSen).toBe(product.price);
      expect(item?.name).toBe(product.nameString);
    }
  });

  it('finds by path and nothing else', () => {
    expect(findProductDisplay('essentials')?.id).toBe(15373);
    expect(findProductDisplay('leanessentials')?.id).toBe(15372);
    expect(findProductDisplay('proessentials')).toBeUndefined();
    expect(findProductDisplay('')).toBeUndefined();
  });

  it('has the spec flavours and serving sizes', () => {
    expect(findProductDisplay('essentials')).toMatchObject({
      flavour: 'Lemon Blast',
      servings: 20,
      servingSizeGrams: 5,
    });
    expect(findProductDisplay('leanessentials')).toMatchObject({
      flavour: 'Chocolate Rapture',
      servingSizeGrams: 40,
    });
  });

  it('has the accordion sections Recommended Use, Ingredients, Supplement Facts', () => {
    for (const product of productDisplays) {
      expect(product.accordionData.map((s) => s.title)).toEqual([
        'Recommended Use',
        'Ingredients',
        'Supplement Facts',
      ]);
    }
  });

  it('gives one servings figure everywhere it appears', () => {
    for (const product of productDisplays) {
      const facts = product.accordionData[2];
      expect(facts.key).toBe('supplement-facts');
      if (facts.key === 'supplement-facts') {
        expect(facts.facts.servingsPerBox).toBe(product.servings);
      }
      expect(product.size.startsWith(`${product.servings} sachets`)).toBe(true);
      const text = [...product.productDescBody, product.metaDescription].join(' ');
      const counts = [...text.matchAll(/(\d+)(?: (?!g\b)[a-z-]+)? (?:sachets|servings)\b/g)].map(
        (m) => Number(m[1]),
      );
      expect(
        counts.every((n) => n === product.servings),
        text,
      ).toBe(true);
    }
  });

  it('records the LeanEssentials servings decision with the same figure', () => {
    const path = fileURLToPath(
      new URL('../../../docs/decisions/0004-leanessentials-servings.md', import.meta.url),
    );
    expect(existsSync(path)).toBe(true);
    const servings = findProductDisplay('leanessentials')?.servings;
    expect(readFileSync(path, 'utf8')).toContain(`${servings} servings`);
  });

  it('states the spec usage: water not hot, 250 ml for Essentials, 250 to 300 ml for the shake', () => {
    const usage = (path: string) => {
      const section = findProductDisplay(path)?.accordionData[0];
      return section && section.key === 'recommended-use'
        ? [...section.paragraphs, ...section.steps].join(' ')
        : '';
    };
    expect(usage('essentials')).toContain('1 to 2 sachets a day');
    expect(usage('essentials')).toContain('250 ml of cold or room-temperature water');
    expect(usage('essentials')).toContain('Do not use hot water');
    expect(usage('leanessentials')).toContain('1 to 2 shakes a day');
    expect(usage('leanessentials')).toContain('250 to 300 ml');
    expect(usage('leanessentials')).toContain('Do not use hot water');
  });
});
