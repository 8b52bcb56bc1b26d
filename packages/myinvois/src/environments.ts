/** LHDN's addresses: the API (identity service included) and the portal of validation links. */
export const MYINVOIS_ENVIRONMENTS = {
  sandbox: {
    apiBaseUrl: 'https://preprod-api.myinvois.hasil.gov.my',
    portalBaseUrl: 'https://preprod.myinvois.hasil.gov.my',
  },
  production: {
    apiBaseUrl: 'https://api.myinvois.hasil.gov.my',
    portalBaseUrl: 'https://myinvois.hasil.gov.my',
  },
} as const;
export type MyInvoisEnvironment = keyof typeof MYINVOIS_ENVIRONMENTS;

/** The public link a buyer opens (and the QR code carries): `{portal}/{uuid}/share/{longId}`. */
export const validationLink = (portalBaseUrl: string, uuid: string, longId: string): string =>
  `${portalBaseUrl.replace(/\/+$/, '')}/${encodeURIComponent(uuid)}/share/${encodeURIComponent(longId)}`;
