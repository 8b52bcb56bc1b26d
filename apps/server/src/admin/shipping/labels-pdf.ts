import type { AdminOrderDetail } from '@nyiur/api';
import type { EasyParcelClient } from '@nyiur/easyparcel';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { loadAdminOrderDetails } from '../orders/admin-order-detail';
import type { Executor } from '../../db/database';
import { latestShipments } from '../orders/order-parcels';

/** ISO A6 in points: the packing slip goes on the same paper as the usual label. */
const A6: [number, number] = [297.64, 419.53];
const MARGIN = 18;

/** The standard fonts write WinAnsi only: other letters (a Chinese name) show as "?". */
const printable = (text: string): string =>
  text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?').replace(/\s+/g, ' ');

/** Cuts `text` into lines that fit `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** One A6 page: what goes in the box, for the packer to check and the shopper to keep. */
function drawSlip(
  page: PDFPage,
  order: AdminOrderDetail,
  fonts: { plain: PDFFont; bold: PDFFont },
) {
  const width = A6[0] - 2 * MARGIN;
  let y = A6[1] - MARGIN;
  const write = (text: string, size = 9, font = fonts.plain) => {
    for (const line of wrap(text, font, size, width)) {
      y -= size + 3;
      if (y < MARGIN) return;
      page.drawText(line, { x: MARGIN, y, size, font });
    }
  };
  write('Packing slip', 14, fonts.bold);
  write(`Order ${order.ref_no}`, 11, fonts.bold);
  write(`Ordered ${order.created_at.slice(0, 10)}`);
  y -= 6;
  if (order.ship_to) {
    write('Ship to', 9, fonts.bold);
    write(order.ship_to.name);
    for (const line of order.ship_to.lines) write(line);
    write(order.ship_to.phone);
    y -= 6;
  }
  write('Items', 9, fonts.bold);
  for (const line of order.lines) write(`${line.quantity} x ${line.name}`);
  y -= 6;
  write(`Weight: ${(order.weight_grams / 1000).toFixed(2)} kg`);
  if (order.courier || order.parcel?.courier) {
    write(
      `Courier: ${order.parcel?.courier ?? order.courier ?? ''} ${order.parcel?.awb_number ?? ''}`,
    );
  }
}

/**
 * The courier's label of each order (A6, as EasyParcel gives it) followed by its packing slip,
 * all in one PDF to print at once; null when no label of these orders is ready.
 */
export async function labelsPdf(
  db: Executor,
  client: EasyParcelClient,
  orderIds: readonly number[],
): Promise<Uint8Array | null> {
  const [parcels, details] = await Promise.all([
    latestShipments(db, orderIds),
    loadAdminOrderDetails(db, orderIds),
  ]);
  const output = await PDFDocument.create();
  output.setTitle('Courier labels and packing slips');
  const fonts = {
    plain: await output.embedFont(StandardFonts.Helvetica),
    bold: await output.embedFont(StandardFonts.HelveticaBold),
  };
  let labels = 0;
  for (const id of orderIds) {
    const parcel = parcels.get(id);
    const order = details.find((detail) => detail.id === id);
    if (!parcel?.shipmentNumber || !order) continue;
    const label = await client.label(parcel.shipmentNumber, 'A6');
    if (!label.ok || !label.value.ready) continue;
    const source = await PDFDocument.load(label.value.pdf);
    const pages = await output.copyPages(source, source.getPageIndices());
    for (const page of pages) output.addPage(page);
    drawSlip(output.addPage(A6), order, fonts);
    labels += 1;
  }
  return labels === 0 ? null : output.save();
}
