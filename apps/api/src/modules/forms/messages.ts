// Messages of the form endpoints (partner application, Citilink e-form) in Indonesian and English, the helper that
// turns them into HttpErrors, and the notification e-mails to our teams (Indonesian first, then English, like the
// voucher: the teams read both).
import type { components } from '../../generated/openapi.ts';
import type { Lang } from '../../http/i18n.ts';
import { moduleMessages } from '../../http/module-messages.ts';

const MESSAGES = {
  too_short: {
    id: 'Isi paling sedikit 2 huruf (spasi saja tidak dihitung).',
    en: 'Enter at least 2 characters (spaces alone do not count).',
  },
  website_invalid: {
    id: 'Alamat situs web tidak valid, contoh: www.hotelanda.co.id',
    en: 'The website address is not valid, e.g. www.yourhotel.co.id',
  },
  departure_past: {
    id: 'Tanggal berangkat tidak boleh sebelum hari ini.',
    en: 'The departure date cannot be before today.',
  },
  departure_too_far: {
    id: 'Tanggal berangkat paling lambat {days} hari dari hari ini.',
    en: 'The departure date can be at most {days} days from today.',
  },
  return_before_departure: {
    id: 'Tanggal pulang tidak boleh sebelum tanggal berangkat.',
    en: 'The return date cannot be before the departure date.',
  },
  same_route: {
    id: 'Kota tujuan harus berbeda dari kota asal.',
    en: 'The destination must differ from the departure city.',
  },
  birthdate_future: {
    id: 'Tanggal lahir harus sebelum hari ini.',
    en: 'The date of birth must be before today.',
  },
  birthdate_too_old: {
    id: 'Tanggal lahir tidak valid.',
    en: 'The date of birth is not valid.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

const messages = moduleMessages(MESSAGES);

/** An error whose message (and optional field error) is in the request's language. */
export const formError = messages.error;

const PRODUCT_TYPES = {
  accommodation: 'Akomodasi / Accommodation',
  airline: 'Maskapai / Airline',
  hotel: 'Hotel',
  tours_and_explore: 'Tur & Jelajah / Tours and explore',
  marketing: 'Pemasaran / Marketing',
} as const;

const line = (label: string, value: string | null | undefined) => `${label}: ${value?.trim() || '-'}`;

/** The partnership team's e-mail: everything the applicant wrote, to answer them directly. */
export function partnerEmail(receipt: { reference: string; createdAt: string }, body: PartnerBody) {
  return {
    subject: `[${receipt.reference}] Pendaftaran mitra / Partner application: ${body.company_name.trim()}`,
    text: [
      'Pendaftaran mitra baru dari formulir "Jadi Mitra Kami". / A new application from the "Be our partner" form.',
      '',
      line('Referensi / Reference', receipt.reference),
      line('Diterima / Received', receipt.createdAt),
      line('Perusahaan / Company', body.company_name),
      line('Alamat / Address', body.address),
      line('Telepon / Phone', body.phone),
      line('Situs web / Website', body.website),
      line('Kontak / Contact person', body.contact_person),
      line('E-mail', body.email),
      line('Jenis produk / Product type', PRODUCT_TYPES[body.product_type]),
      line('Catatan / Notes', body.notes),
    ].join('\n'),
  };
}

/** Customer service's e-mail: the flight request, to quote and book it with the customer. */
export function eformEmail(receipt: { reference: string; createdAt: string }, body: EformBody) {
  return {
    subject: `[${receipt.reference}] E-form Citilink: ${body.departure.trim()} - ${body.destination.trim()}, ${body.departure_date}`,
    text: [
      'Permintaan tiket Citilink dari e-form. / A Citilink ticket request from the e-form.',
      '',
      line('Referensi / Reference', receipt.reference),
      line('Diterima / Received', receipt.createdAt),
      line('Pemesan / Customer', body.customer_name),
      line('E-mail', body.email),
      line('Telepon / Phone', body.phone),
      line('Dari / From', body.departure),
      line('Ke / To', body.destination),
      line('Berangkat / Departure', body.departure_date),
      line('Pulang / Return', body.return_date ?? 'Sekali jalan / One way'),
      `Penumpang / Passengers (${body.passengers.length}):`,
      ...body.passengers.map((p, i) => `  ${i + 1}. ${p.name.trim()} (${p.birthdate})`),
    ].join('\n'),
  };
}

export type PartnerBody = components['schemas']['PartnerApplication'];
export type EformBody = components['schemas']['CitilinkEform'];
