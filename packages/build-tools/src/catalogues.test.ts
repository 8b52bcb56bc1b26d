import { describe, expect, it } from 'vitest';
import { getConfig } from '@lingui/conf';
import { linguiConfigPath } from './site-vite-config.js';
import { catalogueOf, catalogueProblems } from './catalogues';

const config = getConfig({ configPath: linguiConfigPath });

describe.each(config.catalogs ?? [])('the catalogues at $path', (set) => {
  it('hold every message in every language, with the same placeholders, each one used', () => {
    expect(catalogueProblems(set, config.locales, config.sourceLocale)).toEqual([]);
  });
});

describe('the catalogue check', () => {
  it('names a missing, an unused and a mismatched message', () => {
    const set = config.catalogs?.[0];
    if (!set) throw new Error('no catalogues configured');
    const english = catalogueOf(set, 'en');
    expect(english['footer.subscribe']).toBe('Subscribe');
    const broken = {
      path: `${__dirname}/catalogue-fixtures/{locale}`,
      include: [`${__dirname}/catalogue-fixtures`],
    };
    expect(catalogueProblems(broken, ['en', 'ms'], 'en')).toEqual([
      'ms: "greeting" has other placeholders than en',
      'ms: "farewell" is missing',
      '"farewell" is used nowhere',
    ]);
  });
});
