import { describe, expect, it } from 'vitest';
import { MYINVOIS_ENVIRONMENTS, validationLink } from './environments';

describe('validation link', () => {
  it('is the portal, the document UUID, "share" and the long ID', () => {
    expect(
      validationLink(
        MYINVOIS_ENVIRONMENTS.sandbox.portalBaseUrl,
        'F9D425P6DS7D8IU0000000000A',
        'LIJAF97HJJKH8298KHADH09908570FDKK9S2LSIU',
      ),
    ).toBe(
      'https://preprod.myinvois.hasil.gov.my/F9D425P6DS7D8IU0000000000A/share/LIJAF97HJJKH8298KHADH09908570FDKK9S2LSIU',
    );
    expect(validationLink('https://myinvois.hasil.gov.my/', 'A', 'B')).toBe(
      'https://myinvois.hasil.gov.my/A/share/B',
    );
  });
});
