import { describe, expect, it } from 'vitest';
import accountEnglish from '../locales/account/en.json';
import accountMalay from '../locales/account/ms.json';
import authEnglish from '../locales/auth/en.json';
import authMalay from '../locales/auth/ms.json';
import english from '../locales/checkout/en.json';
import malay from '../locales/checkout/ms.json';
import {
  ACCOUNT_SPEC_MESSAGES,
  AUTH_SPEC_MESSAGES,
  CHECKOUT_SPEC_MESSAGES,
  accountMessage,
  authMessage,
  specMessage,
} from './spec-messages';

const from =
  (catalogue: Record<string, string>) =>
  (id: string): string =>
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

describe('the spec and server messages of the sign-in screens and the account', () => {
  it('keep their exact English words', () => {
    for (const [text, id] of AUTH_SPEC_MESSAGES) expect(authEnglish[id], id).toBe(text);
    for (const [text, id] of ACCOUNT_SPEC_MESSAGES) expect(accountEnglish[id], id).toBe(text);
  });

  it('show in Malay on a Malay page', () => {
    expect(authMessage(from(authMalay), 'Please input your email!')).toBe('Sila isi e-mel anda!');
    expect(authMessage(from(authMalay), 'The email or password is incorrect.')).toBe(
      'E-mel atau kata laluan tidak betul.',
    );
    expect(authMessage(from(authMalay), 'Register Successful!')).toBe('Pendaftaran Berjaya!');
    expect(accountMessage(from(accountMalay), 'Are you sure to remove the address?')).toBe(
      'Anda pasti mahu membuang alamat ini?',
    );
    expect(accountMessage(from(accountMalay), 'Address removed successfully!')).toBe(
      'Alamat berjaya dibuang!',
    );
  });
});
