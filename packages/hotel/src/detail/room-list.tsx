// The rooms section: the stay bar (dates and guests of the URL) and one card per room with its availability
// for that stay. Prop-driven, with stories for each state.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Stay } from '@nusa/api-client/stay';
import { formatDisplayDate } from '@nusa/i18n/date-lite';
import { formatIDR } from '@nusa/i18n/format';
import { Button } from '@nusa/ui-kit/button';
import { Icon } from '@nusa/ui-kit/icon';
import { StruckPrice } from '@nusa/ui-kit/price';
import { Skeleton } from '@nusa/ui-kit/skeleton';
import type { ReactNode } from 'react';
import { MemberRate, MemberTeaser } from '../member-rate/member-rate';
import { type HotelRoom, roomsOutcome } from './detail-model';
import styles from './room-list.module.css';

/** "Sisa N kamar" shows from this many rooms left down (a larger number tells the visitor nothing). */
const FEW_ROOMS_LEFT = 5;
/** Room facilities listed on the card; the rest are counted. */
const FACILITIES_SHOWN = 4;

export interface StayBarProps {
  stay: Stay;
  nights: number;
  onEditDates: () => void;
  onEditGuests: () => void;
  /** Start loading the sheets (pointer over or focus). */
  onWarm?: () => void;
}

/** The stay the rooms are priced for; each half opens its sheet. */
export function StayBar({ stay, nights, onEditDates, onEditGuests, onWarm }: StayBarProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale === 'en' ? 'en' : 'id';
  const children = stay.childrenAges.length;
  const nightsLabel = t({ message: plural(nights, { other: '# malam' }) });
  const guests = [
    t({ message: plural(stay.rooms, { other: '# kamar' }) }),
    t({ message: plural(stay.adults, { other: '# dewasa' }) }),
    t({ message: plural(children, { other: '# anak' }) }),
  ].join(', ');
  return (
    <div className={styles.stayBar}>
      <button
        type="button"
        className={styles.stayButton}
        onClick={onEditDates}
        onPointerEnter={onWarm}
        onFocus={onWarm}
        aria-haspopup="dialog"
      >
        <Icon name="calendar" size={20} />
        <span className={styles.stayText}>
          <span className={styles.stayLabel}>
            <Trans>Ubah tanggal</Trans>
          </span>{' '}
          <span className={styles.stayValue}>
            {formatDisplayDate(stay.checkIn, lang)} – {formatDisplayDate(stay.checkOut, lang)} ({nightsLabel})
          </span>
        </span>
      </button>
      <button
        type="button"
        className={styles.stayButton}
        onClick={onEditGuests}
        onPointerEnter={onWarm}
        onFocus={onWarm}
        aria-haspopup="dialog"
      >
        <Icon name="user" size={20} />
        <span className={styles.stayText}>
          <span className={styles.stayLabel}>
            <Trans>Ubah tamu</Trans>
          </span>{' '}
          <span className={styles.stayValue}>{guests}</span>
        </span>
      </button>
    </div>
  );
}

export interface RoomListProps {
  rooms: HotelRoom[];
  nights: number;
  /** Rooms asked for (the totals are for this many). */
  roomCount: number;
  onChoose: (room: HotelRoom) => void;
  onChangeDates: () => void;
  /**
   * Renders the sign-in link (`?login=1`: the sign-in modal over the page) of the member-rate line a guest sees on
   * a room members pay less for; without it the line is not shown.
   */
  renderSignInLink?: ((children: ReactNode, className: string) => ReactNode) | undefined;
}

/** Every room of the hotel for the stay, or the hotel-wide message when nothing can be booked. */
export function RoomList({
  rooms,
  nights,
  roomCount,
  onChoose,
  onChangeDates,
  renderSignInLink,
}: RoomListProps) {
  const { t } = useLingui();
  const outcome = roomsOutcome(rooms);
  if (outcome === 'none') {
    return (
      <div className={styles.notice} role="status">
        <Icon name="bed" size={32} />
        <div>
          <p className={styles.noticeTitle}>
            <Trans>Tidak ada kamar hotel. Silakan pilih tanggal lain.</Trans>
          </p>
          <Button variant="secondary" onClick={onChangeDates}>
            <Trans>Pilih tanggal lain</Trans>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <>
      {outcome === 'fully_booked' ? (
        <div className={styles.notice} role="status">
          <Icon name="alert" size={32} />
          <div>
            <p className={styles.noticeTitle}>
              <Trans>Hotel penuh pada tanggal yang Anda pilih.</Trans>
            </p>
            <p>
              <Trans>Coba tanggal lain atau kurangi jumlah kamar.</Trans>
            </p>
            <Button variant="secondary" onClick={onChangeDates}>
              <Trans>Pilih tanggal lain</Trans>
            </Button>
          </div>
        </div>
      ) : null}
      <ul className={styles.list} aria-label={t`Daftar kamar`}>
        {rooms.map((room, index) => (
          <li key={room.id}>
            <RoomCard
              room={room}
              nights={nights}
              roomCount={roomCount}
              onChoose={onChoose}
              renderSignInLink={renderSignInLink}
              eager={index === 0}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

interface RoomCardProps {
  room: HotelRoom;
  nights: number;
  roomCount: number;
  onChoose: (room: HotelRoom) => void;
  renderSignInLink?: ((children: ReactNode, className: string) => ReactNode) | undefined;
  eager?: boolean;
}

function RoomCard({ room, nights, roomCount, onChoose, renderSignInLink, eager = false }: RoomCardProps) {
  const { t } = useLingui();
  const photo = room.photos[0];
  const available = room.availability === 'available';
  // Member rates (the API sets at most one): a member's rate with the public price struck through, or for a
  // guest what a member pays, with the way to sign in.
  const price = room.price_per_night;
  const publicPrice =
    room.public_price_per_night != null && room.public_price_per_night > price
      ? room.public_price_per_night
      : null;
  const memberPrice =
    room.member_price_per_night != null && room.member_price_per_night < price
      ? room.member_price_per_night
      : null;
  const discounted =
    publicPrice === null &&
    room.original_price_per_night !== null &&
    room.original_price_per_night > room.price_per_night;
  const extraFacilities = room.facilities.length - FACILITIES_SHOWN;
  const headingId = `room-${room.id}-name`;
  const capacity =
    room.capacity.children > 0
      ? t`Maks. ${room.capacity.adults} dewasa, ${room.capacity.children} anak`
      : t`Maks. ${room.capacity.adults} dewasa`;

  return (
    <article className={styles.card} aria-labelledby={headingId} data-availability={room.availability}>
      {photo ? (
        <img
          className={styles.photo}
          src={photo.thumbnail}
          srcSet={`${photo.thumbnail} 230w, ${photo.url} 600w`}
          sizes="(min-width: 768px) 230px, 100vw"
          width={photo.width}
          height={photo.height}
          alt={photo.alt || room.type}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
      <div className={styles.body}>
        <h3 id={headingId} className={styles.name}>
          {room.name}
        </h3>
        <ul className={styles.specs}>
          <li>
            <Icon name="user" size={16} /> {capacity}
          </li>
          <li>
            <Icon name="bed" size={16} /> {room.bed_type}
          </li>
          {room.size_m2 !== null ? (
            <li>
              <Icon name="home" size={16} /> <Trans>{room.size_m2} m²</Trans>
            </li>
          ) : null}
        </ul>
        {room.facilities.length ? (
          <p className={styles.facilities}>
            {room.facilities
              .slice(0, FACILITIES_SHOWN)
              .map((f) => f.name)
              .join(' · ')}
            {extraFacilities > 0 ? (
              <> · {t({ message: plural(extraFacilities, { other: '+# lainnya' }) })}</>
            ) : null}
          </p>
        ) : null}
        <ul className={styles.terms}>
          <li className={room.breakfast_included ? styles.good : styles.plain}>
            <Icon name={room.breakfast_included ? 'check-circle' : 'info'} size={16} />{' '}
            {room.breakfast_included ? <Trans>Termasuk sarapan</Trans> : <Trans>Tanpa sarapan</Trans>}
          </li>
          <li className={room.refundable ? styles.good : styles.plain}>
            <Icon name={room.refundable ? 'check-circle' : 'info'} size={16} />{' '}
            {room.refundable ? <Trans>Gratis pembatalan</Trans> : <Trans>Tidak dapat dikembalikan</Trans>}
          </li>
          {room.pay_at_hotel ? (
            <li className={styles.good}>
              <Icon name="check-circle" size={16} /> <Trans>Bayar di hotel</Trans>
            </li>
          ) : null}
        </ul>
        {room.cancellation_policy ? <p className={styles.policy}>{room.cancellation_policy}</p> : null}

        <div className={styles.footer}>
          {available ? (
            <>
              <div className={styles.priceBox}>
                {room.allotment_remaining <= FEW_ROOMS_LEFT ? (
                  <p className={styles.left}>
                    {t({ message: plural(room.allotment_remaining, { other: 'Sisa # kamar' }) })}
                  </p>
                ) : null}
                {publicPrice !== null ? (
                  <MemberRate
                    publicPrice={publicPrice}
                    badgeClassName={styles.memberBadge}
                    className={styles.original}
                  />
                ) : null}
                {discounted ? (
                  <StruckPrice label={<Trans>Harga awal</Trans>} className={styles.original}>
                    {formatIDR(room.original_price_per_night as number)}
                  </StruckPrice>
                ) : null}
                <p className={styles.price}>
                  {formatIDR(room.price_per_night)}{' '}
                  <span className={styles.per}>
                    <Trans>/kamar/malam</Trans>
                  </span>
                </p>
                <p className={styles.total}>
                  {t({
                    message: plural(nights, {
                      other: `Total # malam, ${roomCount} kamar: ${formatIDR(room.total_price)}`,
                    }),
                  })}
                </p>
                {memberPrice !== null && renderSignInLink ? (
                  <MemberTeaser
                    memberPrice={memberPrice}
                    renderSignInLink={renderSignInLink}
                    className={styles.memberTeaser}
                    linkClassName={styles.memberLink}
                  />
                ) : null}
              </div>
              <Button onClick={() => onChoose(room)} aria-describedby={headingId}>
                <Trans>Pilih kamar</Trans>
              </Button>
            </>
          ) : (
            <div className={styles.unavailable}>
              <p className={styles.unavailableTitle}>
                <Trans>Kamar tidak tersedia</Trans>
              </p>
              {room.availability === 'fully_booked' ? (
                <p>
                  {t({
                    message: plural(room.allotment_remaining, {
                      other: `Hanya tersisa # kamar, kurang dari ${roomCount} kamar yang Anda cari.`,
                    }),
                  })}
                </p>
              ) : (
                <p>
                  <Trans>Kamar ini sudah habis untuk tanggal yang dipilih.</Trans>
                </p>
              )}
            </div>
          )}
        </div>
      </div>
    </article>
  );
}

/** Placeholder cards while rooms load (aria-hidden; the status line speaks). */
export function RoomsSkeleton({ count = 2 }: { count?: number }) {
  return (
    <div aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`${styles.card} ${styles.skeletonCard}`} aria-hidden="true">
          <Skeleton className={styles.photo} height="auto" radius={0} />
          <div className={styles.body}>
            <Skeleton shape="text" width="70%" height="1rem" />
            <Skeleton shape="text" width="50%" height="1rem" />
            <Skeleton shape="text" width="40%" height="1.5rem" />
          </div>
        </div>
      ))}
      <p className="nusa-visually-hidden" role="status">
        <Trans>Memuat kamar…</Trans>
      </p>
    </div>
  );
}
