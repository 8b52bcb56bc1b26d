import { copyFailedMessage } from '@nyiur/domain';
import { describe, expect, it } from 'vitest';
import { copyFailureReason, shareLinks } from './share-links';

describe('shareLinks', () => {
  const links = shareLinks('https://nyiur.example/community-blog/a b', 'Hello & welcome');

  it('encodes the article URL for each network', () => {
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fnyiur.example%2Fcommunity-blog%2Fa%20b',
    );
    expect(links.linkedin).toContain('url=https%3A%2F%2Fnyiur.example');
  });

  it('puts title and URL in the WhatsApp message', () => {
    expect(decodeURIComponent(links.whatsapp.split('text=')[1] ?? '')).toBe(
      'Hello & welcome https://nyiur.example/community-blog/a b',
    );
  });
});

describe('copyFailureReason', () => {
  it('gives the error message, else a fallback, after the spec wording', () => {
    expect(copyFailedMessage(copyFailureReason(new Error('Permission denied')))).toBe(
      'Failed to copy text Permission denied',
    );
    expect(copyFailureReason(undefined)).toBe('the clipboard is not available');
  });
});
