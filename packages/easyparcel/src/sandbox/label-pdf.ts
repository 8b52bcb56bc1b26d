import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';

/** Page sizes in points (1/72 inch): ISO A6 is 105 × 148 mm, A4 210 × 297 mm. */
export const PAGE_SIZES = {
  A6: [297.64, 419.53],
  A4: [595.28, 841.89],
} as const;

export interface LabelContent {
  courierName: string;
  serviceName: string;
  awbNumber: string;
  shipmentNumber: string;
  reference: string | null;
  collectionDate: string;
  weightKg: number;
  sender: { name: string; address: string[]; phone: string };
  receiver: { name: string; address: string[]; phone: string };
}

// Code 39: nine elements a character (bar, space, bar ...), w wide, n narrow.
const CODE39: Record<string, string> = {
  '0': 'nnnwwnwnn',
  '1': 'wnnwnnnnw',
  '2': 'nnwwnnnnw',
  '3': 'wnwwnnnnn',
  '4': 'nnnwwnnnw',
  '5': 'wnnwwnnnn',
  '6': 'nnwwwnnnn',
  '7': 'nnnwnnwnw',
  '8': 'wnnwnnwnn',
  '9': 'nnwwnnwnn',
  '*': 'nwnnwnwnn',
};

const drawBarcode = (page: PDFPage, digits: string, x: number, y: number, width: number) => {
  const symbols = `*${digits.replace(/\D/g, '')}*`.split('');
  // Each character is 3 wide (×3) and 6 narrow elements, plus a narrow gap: 16 units.
  const unit = width / (symbols.length * 16);
  let at = x;
  for (const symbol of symbols) {
    const pattern = CODE39[symbol] ?? CODE39['0'] ?? '';
    pattern.split('').forEach((element, index) => {
      const w = (element === 'w' ? 3 : 1) * unit;
      if (index % 2 === 0)
        page.drawRectangle({ x: at, y, width: w, height: 48, color: rgb(0, 0, 0) });
      at += w;
    });
    at += unit;
  }
};

/** The standard fonts write WinAnsi only: other characters become "?" rather than failing. */
const printable = (text: string): string => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

/** The airway bill of a sandbox shipment: a real PDF page of the format asked. */
export async function renderLabelPdf(
  content: LabelContent,
  format: 'A4' | 'A6',
  createdAt: Date,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Airway bill ${content.awbNumber}`);
  pdf.setProducer('EasyParcel sandbox');
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);
  const [pageWidth, pageHeight] = PAGE_SIZES[format];
  const page = pdf.addPage([pageWidth, pageHeight]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // The label is A6 wherever it is printed: on A4 it takes the top left quarter.
  const [width, height] = PAGE_SIZES.A6;
  const top = pageHeight - 14;
  const left = 14;
  let y = top;
  const line = (text: string, font: PDFFont, size: number, gap = 4) => {
    y -= size;
    page.drawText(printable(text), { x: left, y, size, font, maxWidth: width - 2 * left });
    y -= gap;
  };
  page.drawRectangle({
    x: 6,
    y: pageHeight - height + 6,
    width: width - 12,
    height: height - 12,
    borderColor: rgb(0, 0, 0),
    borderWidth: 1,
  });
  line(content.courierName, bold, 16);
  line(content.serviceName, regular, 9);
  line('SANDBOX - NOT FOR DELIVERY', bold, 8, 8);
  drawBarcode(page, content.awbNumber, left, y - 50, width - 2 * left);
  y -= 56;
  line(`AWB ${content.awbNumber}`, bold, 12, 8);
  line('TO', bold, 8, 2);
  line(content.receiver.name, bold, 11, 2);
  for (const text of content.receiver.address) line(text, regular, 9, 2);
  line(content.receiver.phone, regular, 9, 8);
  line('FROM', bold, 8, 2);
  line(content.sender.name, regular, 9, 2);
  for (const text of content.sender.address) line(text, regular, 8, 2);
  line(content.sender.phone, regular, 8, 8);
  line(
    `Weight ${content.weightKg.toFixed(2)} kg   Collection ${content.collectionDate}`,
    regular,
    8,
    2,
  );
  line(`Shipment ${content.shipmentNumber}`, regular, 8, 2);
  if (content.reference) line(`Ref ${content.reference}`, regular, 8, 2);
  return pdf.save();
}
