import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeDocument, encodeDocument, hashDocument } from './encode-document';
import { LHDN_SAMPLE_INVOICE } from './fixtures/lhdn-sample-invoice';
import { ublDocumentSchema } from './ubl-schema';

describe('document hashing', () => {
  it('is SHA-256 of the bytes in lowercase hex', () => {
    expect(hashDocument(Buffer.from('{"_":"JSON-INV12345"}', 'utf8'))).toBe(
      '9f16625fb2cebcdb640d2df9c78b01ed9be408430d389b5d5166d02bf6915b1a',
    );
    expect(hashDocument(Buffer.from('é', 'utf8'))).toBe(
      '4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c',
    );
  });

  it('encodes the minified document, hashing exactly the bytes it base64s', () => {
    const document = ublDocumentSchema.parse(LHDN_SAMPLE_INVOICE);
    const entry = encodeDocument(document);
    expect(entry.format).toBe('JSON');
    expect(entry.codeNumber).toBe('CN-2026-0001');
    const bytes = decodeDocument(entry.document);
    expect(
      bytes
        .toString('utf8')
        .startsWith('{"_D":"urn:oasis:names:specification:ubl:schema:xsd:Invoice-2","_A"'),
    ).toBe(true);
    expect(bytes.toString('utf8')).not.toContain('\n');
    expect(entry.documentHash).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(JSON.parse(bytes.toString('utf8'))).toEqual(document);
  });
});
