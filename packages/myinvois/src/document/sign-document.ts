import { X509Certificate, createHash, createPrivateKey, sign, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { UblDocument } from './ubl-schema';

/** The seller's signing certificate (issued by an LHDN-recognised CA) and its private key, as PEM. */
export interface DocumentSigner {
  certificatePem: string;
  privateKeyPem: string;
}

const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const v = <T>(value: T) => [{ _: value }];
const digest = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('base64');

// .NET's X500DistinguishedName.Name order, as LHDN's samples write it: "CN=…, O=…, C=MY".
const distinguishedName = (name: string) => name.split('\n').reverse().join(', ');

/** A document as parsed from its bytes, every element kept in its order. */
export type RawDocument = Record<string, unknown> & { Invoice: Record<string, unknown>[] };

/** The document as it is digested: without UBLExtensions and Signature, minified. */
const unsignedBytes = (document: RawDocument): string => {
  const {
    UBLExtensions: _extensions,
    Signature: _signature,
    ...invoice
  } = document.Invoice[0] ?? {};
  return JSON.stringify({ ...document, Invoice: [invoice] });
};

const signedPropertiesOf = (certificate: X509Certificate, signingTime: Date) => ({
  Target: 'signature',
  SignedProperties: [
    {
      Id: 'id-xades-signed-props',
      SignedSignatureProperties: [
        {
          SigningTime: v(`${signingTime.toISOString().slice(0, 19)}Z`),
          SigningCertificate: [
            {
              Cert: [
                {
                  CertDigest: [
                    {
                      DigestMethod: [{ _: '', Algorithm: SHA256 }],
                      DigestValue: v(digest(certificate.raw)),
                    },
                  ],
                  IssuerSerial: [
                    {
                      X509IssuerName: v(distinguishedName(certificate.issuer)),
                      X509SerialNumber: v(BigInt(`0x${certificate.serialNumber}`).toString()),
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
});

/**
 * Version 1.1: the enveloped XAdES signature of LHDN's "Signing a JSON document" steps. The
 * document digest and the RSA-SHA256 signature cover the minified document without the two
 * signature sections; the signed properties carry the certificate's digest, issuer and serial.
 */
export const signDocument = (
  document: UblDocument,
  signer: DocumentSigner,
  signingTime: Date,
): UblDocument => {
  const certificate = new X509Certificate(signer.certificatePem);
  const key: KeyObject = createPrivateKey(signer.privateKeyPem);
  const bytes = unsignedBytes(document);
  const signatureValue = sign('sha256', Buffer.from(bytes, 'utf8'), key).toString('base64');
  const qualifyingProperties = signedPropertiesOf(certificate, signingTime);
  const signature = {
    Id: 'signature',
    Object: [{ QualifyingProperties: [qualifyingProperties] }],
    KeyInfo: [
      {
        X509Data: [
          {
            X509Certificate: v(certificate.raw.toString('base64')),
            X509SubjectName: v(distinguishedName(certificate.subject)),
            X509IssuerSerial: [
              qualifyingProperties.SignedProperties[0]!.SignedSignatureProperties[0]!
                .SigningCertificate[0]!.Cert[0]!.IssuerSerial[0],
            ],
          },
        ],
      },
    ],
    SignatureValue: v(signatureValue),
    SignedInfo: [
      {
        SignatureMethod: [
          { _: '', Algorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256' },
        ],
        Reference: [
          {
            Type: 'http://uri.etsi.org/01903/v1.3.2#SignedProperties',
            URI: '#id-xades-signed-props',
            DigestMethod: [{ _: '', Algorithm: SHA256 }],
            DigestValue: v(digest(JSON.stringify(qualifyingProperties))),
          },
          {
            Type: '',
            URI: '',
            DigestMethod: [{ _: '', Algorithm: SHA256 }],
            DigestValue: v(digest(bytes)),
          },
        ],
      },
    ],
  };
  const { UBLExtensions: _extensions, Signature: _signature, ...invoice } = document.Invoice[0];
  return {
    ...document,
    Invoice: [
      {
        ...invoice,
        UBLExtensions: [
          {
            UBLExtension: [
              {
                ExtensionURI: v('urn:oasis:names:specification:ubl:dsig:enveloped:xades'),
                ExtensionContent: [
                  {
                    UBLDocumentSignatures: [
                      {
                        SignatureInformation: [
                          {
                            ID: v('urn:oasis:names:specification:ubl:signature:1'),
                            ReferencedSignatureID: v(
                              'urn:oasis:names:specification:ubl:signature:Invoice',
                            ),
                            Signature: [signature],
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
        Signature: [
          {
            ID: v('urn:oasis:names:specification:ubl:signature:Invoice'),
            SignatureMethod: v('urn:oasis:names:specification:ubl:dsig:enveloped:xades'),
          },
        ],
      },
    ],
  };
};

/** Reads one path of single-element UBL arrays, e.g. `at(x, 'KeyInfo', 'X509Data')`. */
const at = (node: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((current, key) => {
    const list = (current as Record<string, unknown> | undefined)?.[key];
    return Array.isArray(list) ? list[0] : list;
  }, node);

/**
 * Checks a signed document as MyInvois's Signature Validator does: the document digest, the
 * signed properties digest, the certificate digest, and the RSA-SHA256 signature. Answers the
 * reason it fails, or `null`.
 */
export const checkDocumentSignature = (document: RawDocument): string | null => {
  const signature = at(
    document.Invoice[0],
    'UBLExtensions',
    'UBLExtension',
    'ExtensionContent',
    'UBLDocumentSignatures',
    'SignatureInformation',
    'Signature',
  );
  if (!signature) return 'The document has no signature.';
  const certificateText = at(signature, 'KeyInfo', 'X509Data', 'X509Certificate', '_');
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(String(certificateText), 'base64'));
  } catch {
    return 'The signing certificate cannot be read.';
  }
  const references =
    (at(signature, 'SignedInfo') as { Reference?: unknown[] } | undefined)?.Reference ?? [];
  const digestOf = (uri: string) =>
    at(
      references.find((entry) => (entry as { URI?: string }).URI === uri),
      'DigestValue',
      '_',
    );
  const bytes = unsignedBytes(document);
  if (digestOf('') !== digest(bytes)) return 'The document digest does not match the document.';
  const properties = at(signature, 'Object', 'QualifyingProperties');
  if (digestOf('#id-xades-signed-props') !== digest(JSON.stringify(properties))) {
    return 'The signed properties digest does not match.';
  }
  const certDigest = at(
    properties,
    'SignedProperties',
    'SignedSignatureProperties',
    'SigningCertificate',
    'Cert',
    'CertDigest',
    'DigestValue',
    '_',
  );
  if (certDigest !== digest(certificate.raw))
    return 'The certificate digest does not match the certificate.';
  const value = Buffer.from(String(at(signature, 'SignatureValue', '_')), 'base64');
  try {
    return verify('sha256', Buffer.from(bytes, 'utf8'), certificate.publicKey, value)
      ? null
      : 'The signature does not match the document.';
  } catch {
    return 'The signature cannot be checked with the certificate.';
  }
};
