import { X509Certificate, createHash, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildDocument } from './build-document';
import type { DocumentInput } from './document-input';
import { decodeDocument, encodeDocument } from './encode-document';
import { MEMBER, SELLER } from './fixtures/parties';
import { TEST_CERTIFICATE_PEM, TEST_PRIVATE_KEY_PEM } from './fixtures/test-signer';
import { checkDocumentSignature, signDocument } from './sign-document';
import type { RawDocument } from './sign-document';
import { validateDocument } from './validate-document';

const NOW = new Date('2026-11-26T10:30:00.000Z');
const SIGNER = { certificatePem: TEST_CERTIFICATE_PEM, privateKeyPem: TEST_PRIVATE_KEY_PEM };
const input: DocumentInput = {
  type: 'invoice',
  codeNumber: 'INV-NY000777',
  issuedAt: NOW,
  supplier: SELLER,
  buyer: MEMBER,
  lines: [
    {
      description: 'MCT sachets',
      quantity: 2,
      unitPriceSen: 3990,
      tax: { type: '06', ratePercent: 0 },
    },
  ],
};

const signed = () => signDocument(buildDocument(input, { version: '1.1' }), SIGNER, NOW);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- walking the signature's JSON in a test
const signatureOf = (document: any) =>
  document.Invoice[0].UBLExtensions[0].UBLExtension[0].ExtensionContent[0].UBLDocumentSignatures[0]
    .SignatureInformation[0].Signature[0];

describe('signing version 1.1', () => {
  it('appends UBLExtensions and Signature after the lines, as the 1.1 sample does', () => {
    const invoice = signed().Invoice[0];
    expect(Object.keys(invoice).slice(-3)).toEqual(['InvoiceLine', 'UBLExtensions', 'Signature']);
    expect(invoice.InvoiceTypeCode).toEqual([{ _: '01', listVersionID: '1.1' }]);
    expect(invoice.Signature).toEqual([
      {
        ID: [{ _: 'urn:oasis:names:specification:ubl:signature:Invoice' }],
        SignatureMethod: [{ _: 'urn:oasis:names:specification:ubl:dsig:enveloped:xades' }],
      },
    ]);
  });

  it('carries the certificate digest, issuer, serial and signing time in the signed properties', () => {
    const signature = signatureOf(signed());
    const properties = signature.Object[0].QualifyingProperties[0];
    expect(properties.Target).toBe('signature');
    const signedSignature = properties.SignedProperties[0].SignedSignatureProperties[0];
    expect(signedSignature.SigningTime).toEqual([{ _: '2026-11-26T10:30:00Z' }]);
    const cert = signedSignature.SigningCertificate[0].Cert[0];
    expect(cert.CertDigest[0].DigestValue).toEqual([
      { _: 'en06nJCy4OcrClLsJYtnNWQjzrjl8NXxsJ8FFPqAzBE=' },
    ]);
    expect(cert.IssuerSerial[0]).toEqual({
      X509IssuerName: [{ _: 'CN=Nyiur e-Invoice test signer, O=Nyiur Wellness Sdn. Bhd., C=MY' }],
      X509SerialNumber: [{ _: '162880276254639189035871514749820882117' }],
    });
    expect(signature.SignedInfo[0].Reference[0].URI).toBe('#id-xades-signed-props');
    expect(signature.SignedInfo[0].Reference[0].DigestValue[0]._).toBe(
      createHash('sha256').update(JSON.stringify(properties)).digest('base64'),
    );
  });

  it('signs with RSA-SHA256 the minified document without its signature sections', () => {
    const unsigned = Buffer.from(JSON.stringify(buildDocument(input, { version: '1.1' })), 'utf8');
    const signature = signatureOf(signed());
    expect(signature.SignedInfo[0].Reference[1].DigestValue[0]._).toBe(
      createHash('sha256').update(unsigned).digest('base64'),
    );
    const certificate = new X509Certificate(TEST_CERTIFICATE_PEM);
    const value = Buffer.from(signature.SignatureValue[0]._, 'base64');
    expect(verify('sha256', unsigned, certificate.publicKey, value)).toBe(true);
    expect(signature.KeyInfo[0].X509Data[0].X509Certificate[0]._).toBe(
      certificate.raw.toString('base64'),
    );
  });

  it('passes the signature check after travelling as base64, and fails once changed', () => {
    const travelled = JSON.parse(
      decodeDocument(encodeDocument(signed()).document).toString('utf8'),
    ) as RawDocument;
    expect(checkDocumentSignature(travelled)).toBeNull();
    expect(validateDocument(travelled, { now: NOW }).errors).toEqual([]);

    const changed = structuredClone(travelled);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- editing one amount in a test
    (changed.Invoice[0] as any).InvoiceLine[0].Price[0].PriceAmount[0]._ = 3.99;
    expect(checkDocumentSignature(changed)).toBe(
      'The document digest does not match the document.',
    );

    const forged = structuredClone(travelled);
    signatureOf(forged).SignatureValue[0]._ = Buffer.alloc(256, 1).toString('base64');
    expect(checkDocumentSignature(forged)).toBe('The signature does not match the document.');
  });
});
