import { describe, expect, it } from 'vitest';
import { isReviewShown } from './review-status';

describe('which reviews the shop shows', () => {
  it('shows approved reviews everywhere and hidden ones nowhere', () => {
    for (const samplesAllowed of [true, false]) {
      for (const isSample of [true, false]) {
        expect(isReviewShown({ status: 'approved', isSample }, samplesAllowed)).toBe(true);
        expect(isReviewShown({ status: 'hidden', isSample }, samplesAllowed)).toBe(false);
      }
    }
  });

  it('shows pending samples only where samples are allowed, pending real reviews never', () => {
    expect(isReviewShown({ status: 'pending', isSample: true }, true)).toBe(true);
    expect(isReviewShown({ status: 'pending', isSample: true }, false)).toBe(false);
    expect(isReviewShown({ status: 'pending', isSample: false }, true)).toBe(false);
  });
});
