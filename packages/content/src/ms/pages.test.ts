import { describe, expect, it } from 'vitest';
import { blogArticles } from '../blog-articles';
import { brandStoryPage } from '../brand-story-page';
import { conditionsOfSale } from '../conditions-of-sale';
import { connectPage } from '../connect-page';
import { faqPage } from '../faq';
import { homePage } from '../home-page';
import { leanEssentialsLanding } from '../leanessentials-landing';
import { lifestyleAffiliatePage } from '../lifestyle-affiliate-page';
import {
  brandStoryPageOf,
  faqPageOf,
  homePageOf,
  notFoundCopyOf,
  refundPolicyOf,
} from '../page-copy';
import { privacyPolicy } from '../privacy-policy';
import { productDisplays } from '../product-displays';
import { refundPolicy } from '../refund-policy';
import { medicalDisclaimer } from '../shipping-info';
import * as en from '../site-page-copy';
import { shortClips, testimonials } from '../testimonials';
import { whyMctPage } from '../why-mct-page';
import * as ms from './pages';

// What names a thing rather than says something: the same in both languages.
const SAME_IN_BOTH = new Set([
  'key',
  'topic',
  'id',
  'slug',
  'path',
  'href',
  'src',
  'video',
  'captions',
  'publishedAt',
  'updatedAt',
  'type',
  'ordered',
  'robots',
  'categories',
  'labels',
  'readMinutes',
  'price',
]);

/** Counted from each language's own text: a Malay article has its own number of words. */
const COUNTED_PER_LANGUAGE = new Set(['wordCount']);

/** Where the Malay value's structure differs from the English one's, as `path: reason` lines. */
function differences(english: unknown, malay: unknown, at = '', same = false): string[] {
  if (Array.isArray(english)) {
    if (!Array.isArray(malay)) return [`${at}: a list in English only`];
    if (english.length !== malay.length) {
      return [`${at}: ${english.length} items in English, ${malay.length} in Malay`];
    }
    return english.flatMap((item, index) =>
      differences(item, malay[index], `${at}[${index}]`, same),
    );
  }
  if (english !== null && typeof english === 'object') {
    if (malay === null || typeof malay !== 'object') return [`${at}: an object in English only`];
    const keys = Object.keys(english).sort();
    const malayKeys = Object.keys(malay).sort();
    if (keys.join() !== malayKeys.join()) {
      return [`${at || '(top)'}: keys ${keys.join()} ≠ ${malayKeys.join()}`];
    }
    return keys.flatMap((key) =>
      COUNTED_PER_LANGUAGE.has(key)
        ? typeof (malay as Record<string, unknown>)[key] === 'number'
          ? []
          : [`${at}.${key}: not a number in Malay`]
        : differences(
            (english as Record<string, unknown>)[key],
            (malay as Record<string, unknown>)[key],
            `${at}.${key}`,
            same || SAME_IN_BOTH.has(key),
          ),
    );
  }
  if (typeof english === 'string' && !same) {
    return typeof malay === 'string' && malay.trim() !== '' ? [] : [`${at}: no Malay text`];
  }
  return Object.is(english, malay) ? [] : [`${at}: ${String(english)} ≠ ${String(malay)}`];
}

const pairs: readonly (readonly [string, unknown, unknown])[] = [
  ['homePage', homePage, ms.homePage],
  ['testimonials', testimonials, ms.testimonials],
  ['shortClips', shortClips, ms.shortClips],
  ['brandStoryPage', brandStoryPage, ms.brandStoryPage],
  ['whyMctPage', whyMctPage, ms.whyMctPage],
  ['faqPage', faqPage, ms.faqPage],
  ['connectPage', connectPage, ms.connectPage],
  ['medicalDisclaimer', medicalDisclaimer, ms.medicalDisclaimer],
  ['leanEssentialsLanding', leanEssentialsLanding, ms.leanEssentialsLanding],
  ['lifestyleAffiliatePage', lifestyleAffiliatePage, ms.lifestyleAffiliatePage],
  ['contactCopy', en.contactCopy, ms.contactCopy],
  ['freeSampleCopy', en.freeSampleCopy, ms.freeSampleCopy],
  ['notFoundCopy', en.notFoundCopy, ms.notFoundCopy],
  ['communityBlogCopy', en.communityBlogCopy, ms.communityBlogCopy],
  ['blogArticleCopy', en.blogArticleCopy, ms.blogArticleCopy],
  ['policyPageCopy', en.policyPageCopy, ms.policyPageCopy],
  ['conditionsOfSale', conditionsOfSale, ms.conditionsOfSale],
  ['privacyPolicy', privacyPolicy, ms.privacyPolicy],
  ['refundPolicy', refundPolicy, ms.refundPolicy],
  ['blogArticles', blogArticles, ms.blogArticles],
  ['productDisplays', productDisplays, ms.productDisplays],
];

describe('the Malay pages', () => {
  it.each(pairs)('%s has the English shape: keys, list lengths, images and links', (_, a, b) => {
    expect(differences(a, b)).toEqual([]);
  });

  it('tells a changed shape apart', () => {
    expect(differences({ a: ['x', 'y'] }, { a: ['x'] })).toEqual([
      '.a: 2 items in English, 1 in Malay',
    ]);
    expect(
      differences({ image: { src: '/media/a.svg' } }, { image: { src: '/media/b.svg' } }),
    ).toEqual(['.image.src: /media/a.svg ≠ /media/b.svg']);
    expect(differences({ title: 'Hello' }, { title: '' })).toEqual(['.title: no Malay text']);
    expect(differences({ title: 'Hello' }, { heading: 'Helo' })).toEqual([
      '(top): keys title ≠ heading',
    ]);
  });

  it('is what a loader gets for a Malay page, and English for an English one', () => {
    expect(homePageOf('ms').banner.title).toBe('MCT kelapa, satu sachet pada satu masa');
    expect(homePageOf('en').banner.title).toBe('Coconut MCT, one sachet at a time');
    expect(brandStoryPageOf('ms').shopButton.label).toBe('BELI PRODUK MCT TERBAIK');
    expect(faqPageOf('ms').title).toBe('Soalan Lazim');
    expect(notFoundCopyOf('ms').backLabel).toBe('Kembali ke Laman Utama');
    expect(refundPolicyOf('ms').title).toBe('Dasar Pemulangan dan Bayaran Balik');
    expect(refundPolicyOf('en').title).toBe('Refund Policy');
  });
});
