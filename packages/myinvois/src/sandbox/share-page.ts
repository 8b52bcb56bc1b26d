import type { SandboxDocument } from './sandbox-register';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The public page a validation link opens: what LHDN's portal shows, in brief. Anyone holding the
 * link (it is printed as a QR code) sees it, so it names the supplier and not the buyer.
 */
export const renderSharePage = (document: SandboxDocument): string => {
  const rows: [string, string][] = [
    ['Status', document.status],
    ['Unique identifier', document.uuid],
    ['Document number', document.codeNumber],
    ['Supplier', `${document.issuerName} (${document.issuerTin})`],
    ['Issued', document.issuedAt],
    ['Total payable', `RM ${(document.totals.payable / 100).toFixed(2)}`],
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>e-Invoice ${escape(document.codeNumber)} (MyInvois sandbox)</title></head>
<body><main><h1>e-Invoice validated by the MyInvois sandbox</h1><dl>
${rows.map(([label, value]) => `<dt>${escape(label)}</dt><dd>${escape(value)}</dd>`).join('\n')}
</dl></main></body></html>`;
};
