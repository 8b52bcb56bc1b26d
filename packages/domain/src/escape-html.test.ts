import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute, and nothing else', () => {
    expect(escapeHtml(`Tom & "Jerry's" <b>café</b>`)).toBe(
      'Tom &amp; &quot;Jerry&#39;s&quot; &lt;b&gt;café&lt;/b&gt;',
    );
  });
});
