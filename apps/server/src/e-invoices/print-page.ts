import { senToRinggit } from '@nyiur/myinvois';
import QRCode from 'qrcode';
import type { EInvoiceRow, EInvoiceSettingsRow } from '../db/schema';
import type { SalesOrderRow } from '../db/schema/sales-orders';
import { escapeHtml } from '@nyiur/domain';

interface PrintLine {
  readonly description: string;
  readonly quantity: number;
  readonly amountSen: number;
}

/** The print button's script: the CSP refuses inline handlers (`script-src-attr 'none'`). */
export const PRINT_SCRIPT_PATH = '/api/e-invoices/print.js';
export const PRINT_SCRIPT = `document.getElementById('print')?.addEventListener('click', () => window.print());\n`;

const rm = (amountSen: number) => `RM ${senToRinggit(amountSen).toFixed(2)}`;

/** An order whose buyer was erased on request carries a placeholder e-mail (`erased-…@invalid`). */
const isErased = (order: SalesOrderRow): boolean => /^erased-[\w-]+@invalid$/.test(order.email);

/**
 * The buyer's e-invoice as a printable page (the browser's "Save as PDF"), with MyInvois's
 * validation link and its QR code, as LHDN asks of a visual representation.
 */
export async function renderPrintPage(input: {
  row: EInvoiceRow;
  order: SalesOrderRow;
  seller: EInvoiceSettingsRow;
  lines: readonly PrintLine[];
  title: string;
}): Promise<string> {
  const { row, order, seller, lines } = input;
  const link = row.validationUrl ?? '';
  const qr = link ? await QRCode.toString(link, { type: 'svg', margin: 1 }) : '';
  // After an erase the shop keeps the buyer only as its tax record, for owners (decision 0035);
  // this page opens with a link that sits in mail and browser histories.
  const erased = isErased(order);
  const buyer = erased ? null : row.buyer;
  const esc = escapeHtml;
  const address = [seller.addressLine1, seller.addressLine2, `${seller.postcode} ${seller.city}`]
    .filter((part) => part.trim() !== '')
    .map(esc)
    .join('<br>');
  const rows = lines
    .map(
      (line) =>
        `<tr><td>${esc(line.description)}</td><td class="n">${line.quantity}</td><td class="n">${esc(rm(line.amountSen))}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(input.title)} ${esc(row.code)}</title>
<style>
body{font:14px/1.5 system-ui,sans-serif;color:#1d1d1b;max-width:760px;margin:24px auto;padding:0 16px}
h1{font-size:22px;margin:0 0 4px}table{width:100%;border-collapse:collapse;margin:16px 0}
th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #ddd}.n{text-align:right;white-space:nowrap}
a,dd{overflow-wrap:anywhere}
.parties{display:flex;gap:24px;flex-wrap:wrap}.parties section{flex:1 1 240px}
.qr svg{width:140px;height:140px}dl{display:grid;grid-template-columns:auto 1fr;gap:2px 12px;margin:0}
dt{color:#555}@media print{button{display:none}}
</style></head><body>
<h1>${esc(input.title)}</h1>
<dl><dt>e-Invoice number</dt><dd>${esc(row.code)}</dd>
<dt>Order</dt><dd>${esc(order.refNo)}</dd>
<dt>Unique identifier (UUID)</dt><dd>${esc(row.uuid ?? '')}</dd>
<dt>Validated</dt><dd>${esc(row.validatedAt?.toISOString().replace('T', ' ').slice(0, 16) ?? '')} UTC</dd></dl>
<div class="parties">
<section><h2>Seller</h2><p>${esc(seller.sellerName)}<br>TIN ${esc(seller.tin)}<br>BRN ${esc(seller.brn)}<br>SST ${esc(seller.sstNumber)}<br>${address}</p></section>
<section><h2>Buyer</h2>${
    buyer
      ? `<p>${esc(buyer.name)}<br>TIN ${esc(buyer.tin)}<br>${esc(buyer.idType)} ${esc(buyer.idNumber)}<br>${buyer.address.lines.map(esc).join('<br>')}<br>${esc(buyer.address.postcode)} ${esc(buyer.address.city)}</p>`
      : erased
        ? '<p>Erased on request. The shop keeps the e-invoice as its tax record.</p>'
        : ''
  }</section>
</div>
<table><thead><tr><th>Description</th><th class="n">Qty</th><th class="n">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th colspan="2">Total payable (no SST charged)</th><th class="n">${esc(rm(row.amountSen))}</th></tr></tfoot></table>
<div class="qr">${qr}</div>
<p>Check this e-invoice on MyInvois: <a href="${esc(link)}">${esc(link)}</a></p>
<button type="button" id="print">Print or save as PDF</button>
<script src="${PRINT_SCRIPT_PATH}" defer></script>
</body></html>`;
}
