import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@nusa/api-client/schema';
import { Button } from '@nusa/ui-kit/button';
import styles from '../account.module.css';
import { langOf, supportEmail } from '../messages';
import { formatStayDate } from '../model/dates';
import { buildStayIcs } from '../model/ics';
import { saveBlob } from '../model/save-blob';
import { VoucherButton } from './voucher-button';

type Booking = components['schemas']['Booking'];

/** Add to calendar (.ics made here), share to WhatsApp, and write to support about this booking. */
export function BookingActions({ booking, now = () => new Date() }: { booking: Booking; now?: () => Date }) {
  const { t, i18n } = useLingui();
  const lang = langOf(i18n);
  const stay = booking.products[0];
  if (!stay) return null;
  const dates = `${formatStayDate(stay.check_in, lang)} – ${formatStayDate(stay.check_out, lang)}`;
  const share = t`Pesanan hotel saya di Nusa Stay: ${stay.hotel.name}, ${dates}. Kode pemesanan: ${booking.code}`;
  const subject = t`Bantuan untuk pesanan ${booking.code}`;
  const body = t`Kode pemesanan: ${booking.code}\nNo. pesanan: ${booking.number}\n\n`;
  const addToCalendar = () => {
    const ics = buildStayIcs({
      code: booking.code,
      title: t`Menginap di ${stay.hotel.name}`,
      description: t`Kode pemesanan: ${booking.code}. ${stay.room_name}.`,
      location: `${stay.hotel.name}, ${stay.hotel.address}`,
      checkIn: stay.check_in,
      checkOut: stay.check_out,
      checkInTime: stay.hotel.check_in_time,
      checkOutTime: stay.hotel.check_out_time,
      now: now(),
    });
    saveBlob(new Blob([ics], { type: 'text/calendar;charset=utf-8' }), `nusa-stay-${booking.code}.ics`);
  };
  return (
    <div className={styles.actions}>
      {/* The voucher exists once the booking is confirmed (paid, or pay at hotel) and until the stay is over. */}
      {booking.status === 'paid' || booking.status === 'completed' ? (
        <VoucherButton code={booking.code} />
      ) : null}
      <Button variant="secondary" onClick={addToCalendar}>
        <Trans>Tambah ke kalender</Trans>
      </Button>
      <a
        className={styles.link}
        href={`https://wa.me/?text=${encodeURIComponent(share)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Trans>Bagikan ke WhatsApp</Trans>
      </a>
      <a
        className={styles.link}
        href={`mailto:${supportEmail()}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`}
      >
        <Trans>Hubungi layanan pelanggan</Trans>
      </a>
    </div>
  );
}
