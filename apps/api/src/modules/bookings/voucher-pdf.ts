// The e-voucher as a one-page A5 PDF (pdf-lib, QR code by qrcode): hotel, address, dates with the hotel's check-in
// and check-out times, guests, rooms, the booking code as text and as a QR code, and the check-in rules (KTP or
// passport), in the request's language. Text is drawn with the standard Helvetica fonts, so it stays real,
// extractable text (a reader can search and copy the booking code; test/account-bookings.test.ts reads it back);
// those fonts cover WinAnsi only, so characters outside it are replaced rather than failing the document.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import type { components } from '../../generated/openapi.ts';
import type { Lang } from '../../http/i18n.ts';
import { formatRupiah, longDate } from '../payments/format.ts';
import { bm } from './messages.ts';

type Booking = components['schemas']['Booking'];

const A5: [number, number] = [420, 595];
const MARGIN = 32;
const INK = rgb(0.12, 0.14, 0.18);
const MUTED = rgb(0.42, 0.45, 0.5);
const BRAND = rgb(0.0, 0.45, 0.73);

/** WinAnsi-safe text: typographic quotes and dashes to ASCII, anything else unknown to "?". */
function winAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');
}

/** Splits `text` into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

class Writer {
  y: number;
  private readonly page: PDFPage;
  private readonly regular: PDFFont;
  private readonly bold: PDFFont;
  constructor(page: PDFPage, regular: PDFFont, bold: PDFFont) {
    this.page = page;
    this.regular = regular;
    this.bold = bold;
    this.y = page.getHeight() - MARGIN;
  }

  text(value: string, options: { size?: number; bold?: boolean; color?: typeof INK; width?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    for (const line of wrap(value, font, size, options.width ?? this.page.getWidth() - 2 * MARGIN)) {
      this.y -= size + 3;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: options.color ?? INK });
    }
  }

  /** A label above its value. */
  field(label: string, value: string, width?: number) {
    this.text(label, { size: 8, color: MUTED, width });
    this.text(value, { size: 10, bold: true, width });
    this.y -= 4;
  }

  gap(points: number) {
    this.y -= points;
  }

  rule() {
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: this.page.getWidth() - MARGIN, y: this.y },
      thickness: 0.5,
      color: MUTED,
    });
    this.y -= 4;
  }
}

/** Draws the booking code's QR code with its top-right corner at (right, top), `size` points wide. */
function drawQr(page: PDFPage, text: string, right: number, top: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  const left = right - size;
  page.drawRectangle({ x: left, y: top - size, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      page.drawRectangle({
        x: left + (col + quiet) * cell,
        y: top - (row + quiet + 1) * cell,
        width: cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}

/** The voucher of a confirmed booking (paid, pay at hotel, or completed), as PDF bytes. */
export async function voucherPdf(booking: Booking, lang: Lang): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${bm(lang, 'voucher_title')} ${booking.code}`);
  pdf.setAuthor('Nusa Stay');
  pdf.setLanguage(lang === 'en' ? 'en' : 'id');
  // A fixed date: the same booking gives the same bytes (the document says nothing about when it was drawn).
  pdf.setCreationDate(new Date(booking.created_at));
  pdf.setModificationDate(new Date(booking.created_at));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage(A5);
  const w = new Writer(page, regular, bold);
  const qrSize = 110;
  const narrow = page.getWidth() - 2 * MARGIN - qrSize - 12;

  w.text('Nusa Stay', { size: 12, bold: true, color: BRAND });
  w.text(bm(lang, 'voucher_title'), { size: 16, bold: true });
  w.gap(8);
  const top = w.y;
  drawQr(page, booking.code, page.getWidth() - MARGIN, top, qrSize);
  w.field(bm(lang, 'voucher_code'), booking.code, narrow);
  w.field(bm(lang, 'voucher_number'), booking.number, narrow);
  w.text(bm(lang, 'voucher_scan'), { size: 8, color: MUTED, width: narrow });
  w.y = Math.min(w.y, top - qrSize) - 4;
  w.rule();

  for (const item of booking.products) {
    const hotel = item.hotel;
    w.field(bm(lang, 'voucher_hotel'), hotel.name);
    w.field(
      bm(lang, 'voucher_address'),
      [hotel.address, hotel.area_name, hotel.city_name].filter(Boolean).join(', '),
    );
    w.field(
      bm(lang, 'voucher_check_in'),
      bm(lang, 'voucher_from', { date: longDate(item.check_in, lang), time: hotel.check_in_time }),
    );
    w.field(
      bm(lang, 'voucher_check_out'),
      bm(lang, 'voucher_until', { date: longDate(item.check_out, lang), time: hotel.check_out_time }),
    );
    w.field(
      bm(lang, 'voucher_room'),
      `${bm(lang, 'voucher_room_line', { rooms: item.rooms, room: item.room_name, nights: item.nights })} - ${bm(
        lang,
        'voucher_occupancy',
        { adults: item.adults, children: item.children.length },
      )} - ${bm(lang, item.breakfast_included ? 'voucher_breakfast' : 'voucher_no_breakfast')}`,
    );
    w.rule();
  }

  const guests = booking.guests.length > 0 ? booking.guests : [booking.contact];
  w.field(bm(lang, 'voucher_guests'), guests.map((g) => `${g.title} ${g.full_name}`).join(', '));
  const special = booking.special_request;
  if (special?.other) w.field(bm(lang, 'voucher_special_request'), special.other);
  w.text(
    booking.payment_method === 'pay_at_hotel'
      ? bm(lang, 'voucher_pay_at_hotel', { amount: formatRupiah(booking.price_details.total, lang) })
      : bm(lang, 'voucher_paid', { amount: formatRupiah(booking.price_details.total, lang) }),
    { size: 10, bold: true },
  );
  w.rule();

  const first = booking.products[0];
  w.text(bm(lang, 'voucher_rules_title'), { size: 11, bold: true });
  for (const rule of [
    bm(lang, 'voucher_rule_id'),
    bm(lang, 'voucher_rule_name'),
    bm(lang, 'voucher_rule_times', {
      check_in: first?.hotel.check_in_time ?? '14:00',
      check_out: first?.hotel.check_out_time ?? '12:00',
    }),
    bm(lang, 'voucher_rule_deposit'),
  ]) {
    w.text(`- ${rule}`, { size: 9 });
  }
  w.gap(10);
  w.text(bm(lang, 'voucher_support'), { size: 8, color: MUTED });
  return pdf.save();
}
