import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { foundationalBenefits, sustainability, preparation } from './brand-foundations';
import { brandStoryPage } from './brand-story-page';
import { combos } from './catalogue';
import { connectPage } from './connect-page';
import { homePage } from './home-page';
import { leanEssentialsLanding } from './leanessentials-landing';
import { mediaFileOf } from './media-ref';
import { lifestyleAffiliatePage } from './lifestyle-affiliate-page';
import { shortClips, testimonials } from './testimonials';
import { whyMctPage } from './why-mct-page';
import { brandStoryPath, siteConfig } from './site-config';

const MEDIA_DIR = fileURLToPath(new URL('../media', import.meta.url));

describe('brand content', () => {
  it('names the three foundations and the sustainability facts of the spec', () => {
    expect(foundationalBenefits.map((b) => b.title)).toEqual([
      'Gut Health',
      'Weight Management',
      'Cognitive Health',
    ]);
    const points = sustainability.points.map((p) => p.title);
    expect(points).toEqual(['Recycled paper boxes', 'Vegetable-based inks', 'No plastic wrap']);
    expect(preparation.years).toBe(3);
  });

  it('gives the home page ten benefits, a three-column comparison and the combos', () => {
    expect(homePage.benefits.items).toHaveLength(10);
    expect(new Set(homePage.benefits.items.map((i) => i.title)).size).toBe(10);
    for (const row of homePage.difference.rows) {
      expect(row.values).toHaveLength(homePage.difference.columns.length);
    }
    expect(homePage.combos.items.map((c) => c.id)).toEqual(combos.map((c) => c.id));
    // Ingredient carousel: 5 slides on desktop, so at least 5 items.
    expect(homePage.ingredients.items.length).toBeGreaterThanOrEqual(5);
  });

  it('gives the LeanEssentials landing five accordion items and three core benefits', () => {
    expect(leanEssentialsLanding.accordion.items).toHaveLength(5);
    expect(leanEssentialsLanding.coreBenefits).toHaveLength(3);
  });

  it('shows the three product boxes on the brand story page, ProEssentials coming soon', () => {
    expect(brandStoryPage.productBoxes.map((b) => [b.title, b.comingSoon])).toEqual([
      ['MCT ESSENTIALS', false],
      ['MCT LEANESSENTIALS', false],
      ['MCT PROESSENTIALS', true],
    ]);
    expect(brandStoryPage.productBoxes.find((b) => b.comingSoon)?.href).toBeNull();
    expect(brandStoryPage.benefits.items).toHaveLength(3);
  });

  it('derives the brand story route from the brand slug', () => {
    expect(siteConfig.brandSlug).toBe('nyiur');
    expect(brandStoryPath).toBe('/about/why-nyiur');
  });

  it('gives the why-MCT page three blocks and a button to /contact', () => {
    expect(whyMctPage.blocks).toHaveLength(3);
    expect(whyMctPage.cta.href).toBe('/contact');
  });

  it('lets every combo qualify a buyer as an affiliate', () => {
    expect(lifestyleAffiliatePage.qualifyingCombos.map((c) => c.kind)).toEqual(
      combos.map(() => 'combo'),
    );
    expect(lifestyleAffiliatePage.howItWorks[0]?.text).toMatch(/combo/);
  });

  it('gives every testimonial and clip a real video file with captions, and no sample names', () => {
    const all = [...testimonials, ...shortClips];
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    for (const t of all) {
      for (const url of [t.video, t.captions]) {
        const file = mediaFileOf(url ?? '');
        expect(file, t.id).not.toBeNull();
        expect(existsSync(join(MEDIA_DIR, file!)), url ?? t.id).toBe(true);
      }
      expect(readFileSync(join(MEDIA_DIR, mediaFileOf(t.captions!)!), 'utf8')).toMatch(
        /^WEBVTT\n\n00:00:00/,
      );
      expect(`${t.name} ${t.desc}`).not.toMatch(/sample/i);
    }
  });

  it('gives the connect page its metadata', () => {
    expect(connectPage.meta.title.length).toBeGreaterThan(0);
    expect(connectPage.meta.description.length).toBeGreaterThan(50);
    expect(connectPage.meta.keywords?.length).toBeGreaterThan(0);
  });

  it('keeps every internal link pointing at a route the site owns', () => {
    const owned = [
      /^\/$/,
      /^\/products$/,
      /^\/mct\/(essentials|leanessentials)$/,
      /^\/contact$/,
      /^\/about\/why-mct$/,
    ];
    const hrefs = [
      homePage.banner.cta.href,
      homePage.incentiveBanner.cta.href,
      homePage.rethinkMct.cta.href,
      homePage.bottomBanner.cta.href,
      leanEssentialsLanding.banner.cta.href,
      brandStoryPage.shopButton.href,
      brandStoryPage.sustainability.cta.href,
      ...brandStoryPage.productBoxes.flatMap((b) => (b.href ? [b.href] : [])),
      lifestyleAffiliatePage.cta.href,
    ];
    for (const href of hrefs)
      expect(
        owned.some((re) => re.test(href)),
        href,
      ).toBe(true);
  });
});

describe('logo variants', () => {
  it('draws the light-background logo in deep green and the dark-background logo in white', () => {
    const read = (src: string) =>
      readFileSync(fileURLToPath(new URL(`..${src}`, import.meta.url)), 'utf8');
    expect(read(siteConfig.logo.onLight.src)).toContain('#1F4D3A');
    expect(read(siteConfig.logo.onDark.src)).toContain('#FBF8F1');
    expect(siteConfig.logo.light).toBe(siteConfig.logo.onLight);
    expect(siteConfig.logo.dark).toBe(siteConfig.logo.onDark);
  });
});
