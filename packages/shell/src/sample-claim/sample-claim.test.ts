import { afterEach, describe, expect, it } from 'vitest';
import { rememberSampleClaim, sampleClaimFor } from './sample-claim';

describe('sample claim', () => {
  afterEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('hands the claim from the sign-up page to the guest checkout of the same tab', () => {
    rememberSampleClaim(31, 'claim-token-of-thirty-one');
    expect(sampleClaimFor(31)).toBe('claim-token-of-thirty-one');
    expect(sampleClaimFor(32)).toBeNull();
  });

  it('takes the claim from the e-mail link fragment and clears it from the address bar', () => {
    window.history.replaceState(null, '', '/guest-checkout?pid=1&cid=7#claim=from-the-email');
    expect(sampleClaimFor(7)).toBe('from-the-email');
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?pid=1&cid=7');
    expect(sampleClaimFor(7)).toBe('from-the-email');
  });
});
