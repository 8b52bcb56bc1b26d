import { describe, expect, it } from 'vitest';
import { sealSecret } from '../crypto/secret-box';
import { testConfig } from '../test/test-app';
import type { EInvoiceSettingsRow } from '../db/schema';
import { connectionOf } from './seller-settings';

const seller: EInvoiceSettingsRow = {
  id: 1,
  sellerName: 'Nyiur Wellness Sdn. Bhd.',
  tin: 'C2584563200',
  brn: '202001234567',
  sstNumber: 'NA',
  msicCode: '10791',
  businessActivity: 'Manufacture of coffee, tea and similar products',
  addressLine1: 'Lot 66, Bangunan Merdeka',
  addressLine2: '',
  city: 'Kuala Lumpur',
  postcode: '50480',
  stateCode: '14',
  phone: '+60123456789',
  email: '',
  clientId: '',
  clientSecretSealed: null,
  environment: null,
  updatedAt: new Date(0),
};

describe('the MyInvois connection', () => {
  const config = testConfig('/tmp/nyiur-unused', { PUBLIC_BASE_URL: 'https://shop.example.my' });

  it("uses the shop's own sandbox by default, with its own credentials", () => {
    expect(connectionOf(config, seller)).toMatchObject({
      environment: 'sandbox',
      apiBaseUrl: 'https://shop.example.my/sandbox/myinvois',
      portalBaseUrl: 'https://shop.example.my/sandbox/myinvois',
      clientId: 'nyiur-sandbox',
    });
  });

  it('refuses the sandbox on a live shop, and LHDN without credentials', () => {
    const live = { ...config, nodeEnv: 'production' as const };
    expect(connectionOf(live, seller)).toEqual({
      problem: 'Choose LHDN pre-production or production in Settings: this is a live shop.',
    });
    expect(connectionOf(live, { ...seller, environment: 'production' })).toEqual({
      problem: 'Enter the MyInvois client ID and secret in Settings.',
    });
    expect(connectionOf(config, { ...seller, tin: '' })).toEqual({
      problem: 'Fill in the seller details in Settings, e-Invoice (MyInvois).',
    });
  });

  it("talks to LHDN's production API with the owner's credentials", () => {
    const chosen = { ...seller, environment: 'production' as const, clientId: 'erp-1' };
    expect(
      connectionOf(config, { ...chosen, clientSecretSealed: sealSecret(config, 'erp-secret') }),
    ).toEqual({
      environment: 'production',
      apiBaseUrl: 'https://api.myinvois.hasil.gov.my',
      portalBaseUrl: 'https://myinvois.hasil.gov.my',
      clientId: 'erp-1',
      clientSecret: 'erp-secret',
    });
  });
});
