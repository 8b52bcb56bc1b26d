import { describe, expect, it } from 'vitest';
import * as enCombos from '../combo-packages';
import * as enConditions from '../conditions-of-sale';
import * as enIngredients from '../ingredients';
import { policyText } from '../policy-document';
import * as enPrivacy from '../privacy-policy';
import * as enDisplays from '../product-displays';
import * as enEssentials from '../product-essentials';
import * as enLean from '../product-leanessentials';
import * as enRefund from '../refund-policy';
import * as enShipping from '../shipping-info';
import * as enTestimonials from '../testimonials';
import * as msCombos from './combo-packages';
import * as msConditions from './conditions-of-sale';
import * as msIngredients from './ingredients';
import * as msPrivacy from './privacy-policy';
import * as msDisplays from './product-displays';
import * as msEssentials from './product-essentials';
import * as msLean from './product-leanessentials';
import * as msRefund from './refund-policy';
import * as msShipping from './shipping-info';
import * as msTestimonials from './testimonials';

/** Strings that are paths, ids, names or measures rather than words: the same in both languages. */
const SAME_STRING_KEYS = new Set([
  'id',
  'key',
  'slug',
  'path',
  'href',
  'src',
  'type',
  'updatedAt',
  'video',
  'captions',
  'username',
  'flavour',
  'perServing',
  'per100g',
]);

/** The numbers written in a text ("RM3,000", "5 - 7", "iPay88"), in order of value. */
const figuresOf = (text: string): string[] => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();

/**
 * Where `ms` differs from `en` in shape: keys, list lengths, numbers, booleans and the strings
 * named in SAME_STRING_KEYS must be equal; any other string is a text, which must not be empty
 * and must carry the same figures.
 */
function differences(en: unknown, ms: unknown, at = '', key = ''): string[] {
  if (Array.isArray(en) || Array.isArray(ms)) {
    if (!Array.isArray(en) || !Array.isArray(ms)) return [`${at}: a list in one language only`];
    if (en.length !== ms.length) return [`${at}: ${ms.length} items, English has ${en.length}`];
    return en.flatMap((item, index) => differences(item, ms[index], `${at}[${index}]`, key));
  }
  if (typeof en !== typeof ms || (en === null) !== (ms === null)) {
    return [`${at}: ${typeof ms}, English has ${typeof en}`];
  }
  if (typeof en === 'function') return [];
  if (typeof en === 'object' && en !== null && typeof ms === 'object' && ms !== null) {
    const enKeys = Object.keys(en).sort();
    const msKeys = Object.keys(ms).sort();
    if (enKeys.join() !== msKeys.join()) return [`${at}: keys ${msKeys}, English has ${enKeys}`];
    return enKeys.flatMap((k) =>
      differences(
        (en as Record<string, unknown>)[k],
        (ms as Record<string, unknown>)[k],
        `${at}.${k}`,
        k,
      ),
    );
  }
  if (typeof en === 'string' && typeof ms === 'string' && !SAME_STRING_KEYS.has(key)) {
    if (ms.trim() === '') return [`${at}: empty text`];
    const enFigures = figuresOf(en).join(' ');
    const msFigures = figuresOf(ms).join(' ');
    return enFigures === msFigures ? [] : [`${at}: figures ${msFigures}, English has ${enFigures}`];
  }
  return Object.is(en, ms) ? [] : [`${at}: ${String(ms)}, English has ${String(en)}`];
}

const modules = [
  ['privacy-policy', enPrivacy, msPrivacy],
  ['conditions-of-sale', enConditions, msConditions],
  ['refund-policy', enRefund, msRefund],
  ['shipping-info', enShipping, msShipping],
  ['product-essentials', enEssentials, msEssentials],
  ['product-leanessentials', enLean, msLean],
  ['product-displays', enDisplays, msDisplays],
  ['ingredients', enIngredients, msIngredients],
  ['combo-packages', enCombos, msCombos],
  ['testimonials', enTestimonials, msTestimonials],
] as const;

describe('Malay content modules', () => {
  it.each(modules)('gives ms/%s the same exports and shape as the English', (_, en, ms) => {
    expect(Object.keys(ms).sort()).toEqual(Object.keys(en).sort());
    expect(differences(en, ms)).toEqual([]);
  });

  it('reports a changed image, id, list length, key or figure', () => {
    const en = {
      id: 7,
      img: { src: '/media/a.svg', alt: 'A box' },
      steps: ['Add 250 ml.', 'Stir.'],
    };
    expect(
      differences(en, { id: 8, img: { src: '/media/b.svg', alt: 'Kotak' }, steps: ['Kacau.'] }),
    ).toEqual([
      '.id: 8, English has 7',
      '.img.src: /media/b.svg, English has /media/a.svg',
      '.steps: 1 items, English has 2',
    ]);
    expect(
      differences(en, {
        id: 7,
        img: { src: '/media/a.svg', alt: '' },
        steps: ['Tambah 200 ml.', 'Kacau.'],
      }),
    ).toEqual(['.img.alt: empty text', '.steps[0]: figures 200, English has 250']);
    expect(differences({ a: 1 }, { b: 1 })).toEqual([': keys b, English has a']);
  });

  it('finds the Malay product pages by path', () => {
    expect(msDisplays.findProductDisplay('essentials')).toBe(msEssentials.essentialsProduct);
    expect(msDisplays.findProductDisplay('leanessentials')).toBe(msLean.leanEssentialsProduct);
    expect(msDisplays.findProductDisplay('proessentials')).toBeUndefined();
    expect(msIngredients.ingredientIcon('coconut')).toEqual({
      src: '/media/ingredients/coconut.svg',
      alt: 'Sebiji kelapa yang dibelah dua',
      width: 160,
      height: 160,
    });
  });

  it('keeps the policy terms in Malay words', () => {
    const privacy = policyText(msPrivacy.privacyPolicy);
    expect(privacy).toContain('Akta Perlindungan Data Peribadi 2010 (PDPA)');
    expect(privacy).toContain('sekurang-kurangnya 13 tahun');
    expect(privacy).toContain('dipadamkan 90 hari selepas dihantar');
    const sale = policyText(msConditions.conditionsOfSale);
    expect(sale).toContain('Malaysia sahaja');
    expect(sale).toContain('5 - 7 hari bekerja');
    expect(sale).toContain('10 kg');
    expect(sale).toContain('RM3,000');
    expect(msRefund.refundPolicy.breadcrumb).toBe('Dasar Pemulangan dan Bayaran Balik');
    const refund = policyText(msRefund.refundPolicy);
    expect(refund).toContain('dalam tempoh 30 hari dari tarikh pembelian');
    expect(refund).toContain('tidak layak untuk pelarasan harga');
    for (const doc of [
      msPrivacy.privacyPolicy,
      msConditions.conditionsOfSale,
      msRefund.refundPolicy,
    ]) {
      const headings = doc.sections.map((s) => s.heading);
      expect(new Set(headings).size, doc.path).toBe(headings.length);
    }
  });

  it('gives each nutrient row its own name (the table keys rows by it)', () => {
    for (const product of msDisplays.productDisplays) {
      const facts = product.accordionData[2];
      const names = facts.key === 'supplement-facts' ? facts.facts.rows.map((r) => r.nutrient) : [];
      expect(names.length, product.path).toBeGreaterThan(0);
      expect(new Set(names).size, product.path).toBe(names.length);
    }
  });
});
