import { describe, expect, it } from 'vitest';
import english from '../locales/checkout/en.json';
import malay from '../locales/checkout/ms.json';
import { CHECKOUT_SPEC_MESSAGES, specMessage } from './spec-messages';
import type { CheckoutMessageId } from './translate';

const from =
  (catalogue: Record<string, string>) =>
  (id: CheckoutMessageId): string =>
    catalogue[id] ?? id;

describe('the spec messages at checkout', () => {
  it('keep the spec exact words in English', () => {
    for (const [text, id] of CHECKOUT_SPEC_MESSAGES) expect(english[id], id).toBe(text);
  });

  it('show in Malay on a Malay page, and pass a server text that is not the spec as it came', () => {
    const t = from(malay);
    expect(specMessage(t, 'Please insert First Name!')).toBe('Sila isi Nama Pertama!');
    expect(
      specMessage(t, 'Exceed maximum RM3000 per transaction. Please reduce your quantity.'),
    ).toBe('Melebihi had RM3000 bagi setiap transaksi. Sila kurangkan kuantiti.');
    expect(specMessage(t, 'Voucher HELLO has ended')).toBe('Voucher HELLO has ended');
    expect(specMessage(t, undefined)).toBeUndefined();
  });
});
