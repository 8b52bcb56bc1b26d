import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

// The sites' message catalogues: one per language for each part of the site, id -> ICU message.
// English is the source (the spec's words); the Vite plugin compiles a catalogue when imported.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ms'],
  catalogs: [
    {
      path: '<rootDir>/packages/shell/src/i18n/locales/{locale}',
      include: ['<rootDir>/packages/shell/src'],
    },
    // The drawers' words load with the drawers, not with the page.
    {
      path: '<rootDir>/packages/shell/src/i18n/locales/drawers/{locale}',
      include: ['<rootDir>/packages/shell/src'],
    },
    // The newsletter's failure words load when a subscription fails.
    {
      path: '<rootDir>/packages/shell/src/i18n/locales/newsletter/{locale}',
      include: ['<rootDir>/packages/shell/src'],
    },
    { path: '<rootDir>/apps/shop/app/locales/{locale}', include: ['<rootDir>/apps/shop/app'] },
    {
      path: '<rootDir>/apps/shop/app/locales/checkout/{locale}',
      include: ['<rootDir>/apps/shop/app'],
    },
    // The sign-in screens' and the account's words load with those screens.
    { path: '<rootDir>/apps/shop/app/locales/auth/{locale}', include: ['<rootDir>/apps/shop/app'] },
    {
      path: '<rootDir>/apps/shop/app/locales/account/{locale}',
      include: ['<rootDir>/apps/shop/app'],
    },
    // The brand forms' words (free sample, contact, affiliate) load with the forms.
    {
      path: '<rootDir>/apps/brand/app/locales/forms/{locale}',
      include: ['<rootDir>/apps/brand/app'],
    },
  ],
  format: formatter({ style: 'minimal' }),
});
