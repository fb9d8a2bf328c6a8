// The whole detail page from data (prop-driven, so stories and tests can render it without a backend). The
// page (../detail-page.tsx) feeds it from the API and the URL.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Stay } from '@nusa/api-client/stay';
import { formatIDR } from '@nusa/i18n/format';
import { Button } from '@nusa/ui-kit/button';
import { type ComponentType, memo, type ReactNode, startTransition, useEffect, useState } from 'react';
import type { FavoriteToggleProps } from '../slots';
import styles from './detail.module.css';
import type { HotelBadge, HotelDescription, HotelDetail, HotelPhoto, HotelRoom } from './detail-model';
import {
  About,
  Badges,
  DetailHeader,
  Facilities,
  Location,
  RelatedPromo,
  Rules,
  Schedule,
  Section,
  scrollToSection,
} from './detail-sections';
import { Gallery } from './gallery';
import { Reviews, type ReviewsProps } from './reviews';
import { RoomList, RoomsSkeleton, StayBar } from './room-list';

export type RoomsState =
  | { status: 'pending' }
  | { status: 'error'; message: string; onRetry?: (() => void) | undefined }
  | { status: 'success'; rooms: HotelRoom[]; nights: number };

export interface DetailViewProps {
  hotel: HotelDetail;
  /** Undefined while loading: the cover photo of the hotel stands in. */
  photos: HotelPhoto[] | undefined;
  descriptions: HotelDescription[];
  badges: HotelBadge[];
  stay: Stay;
  nights: number;
  rooms: RoomsState;
  /** Cheapest bookable room per night for the stay (or the hotel's lowest rate while rooms load). */
  displayPrice: number | null;
  reviews: ReviewsProps;
  onEditDates: () => void;
  onEditGuests: () => void;
  onWarmSheets?: () => void;
  onChooseRoom: (room: HotelRoom) => void;
  FavoriteToggle?: ComponentType<FavoriteToggleProps> | undefined;
  /** A guest's sign-in link for the rooms' member-rate lines (RoomList); absent for a member. */
  renderSignInLink?: ((children: ReactNode, className: string) => ReactNode) | undefined;
}

/**
 * False on the first render, then true in a transition. The part above the fold paints first; the sections
 * below it (rooms, reviews, facilities…) then render in a transition, which React splits into short slices,
 * instead of one long task that holds back the gallery's paint and blocks input on a slow phone.
 */
function useBelowFold(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown;
}

/**
 * Memoized: the page renders again, synchronously, whenever one of its queries' results changes (a fetch starting
 * or ending), while the data it passes down are deferred copies that stay put until a background render; the
 * page keeps every prop's identity until what it shows changes (../detail-page.tsx), so those renders stop here.
 */
export const DetailView = memo(function DetailView({
  hotel,
  photos,
  descriptions,
  badges,
  stay,
  nights,
  rooms,
  displayPrice,
  reviews,
  onEditDates,
  onEditGuests,
  onWarmSheets,
  onChooseRoom,
  FavoriteToggle,
  renderSignInLink,
}: DetailViewProps) {
  const { t } = useLingui();
  const belowFold = useBelowFold();
  const gallery = photos ?? [
    { id: 0, category: 'exterior' as const, caption: hotel.image.alt || hotel.name, image: hotel.image },
  ];
  return (
    <>
      <Gallery photos={gallery} hotelName={hotel.name} />
      <DetailHeader hotel={hotel} FavoriteToggle={FavoriteToggle} />
      <RelatedPromo promo={hotel.related_promo} />
      <Badges badges={badges} />
      {displayPrice !== null ? (
        <div className={styles.priceBar}>
          <p className={styles.priceBarText}>
            <span className={styles.muted}>
              <Trans>Mulai dari</Trans>
            </span>{' '}
            <strong className={styles.priceBarPrice}>{formatIDR(displayPrice)}</strong>{' '}
            <span className={styles.muted}>
              <Trans>/kamar/malam</Trans>
            </span>
          </p>
          <Button onClick={() => scrollToSection('rooms')} aria-label={t`Lihat kamar yang tersedia`}>
            <Trans>Lihat kamar</Trans>
          </Button>
        </div>
      ) : null}
      {belowFold ? (
        <BelowFold
          hotel={hotel}
          descriptions={descriptions}
          stay={stay}
          nights={nights}
          rooms={rooms}
          reviews={reviews}
          onEditDates={onEditDates}
          onEditGuests={onEditGuests}
          onWarmSheets={onWarmSheets}
          onChooseRoom={onChooseRoom}
          renderSignInLink={renderSignInLink}
        />
      ) : null}
    </>
  );
});

/**
 * Sections that only change with the hotel and its descriptions. Memoized: the page renders again as each of
 * its requests (rooms, reviews, badges…) answers, and these need not follow.
 */
const HotelSections = memo(function HotelSections({
  hotel,
  descriptions,
}: Pick<DetailViewProps, 'hotel' | 'descriptions'>) {
  return (
    <>
      <Section id="facilities" title={<Trans>Fasilitas</Trans>}>
        <Facilities facilities={hotel.facilities} />
      </Section>
      <Section id="location" title={<Trans>Lokasi</Trans>}>
        <Location hotel={hotel} />
      </Section>
      <Section id="about" title={<Trans>Tentang hotel</Trans>}>
        <About summary={hotel.description} descriptions={descriptions} />
      </Section>
      <Section id="schedule" title={<Trans>Jadwal check-in & check-out</Trans>}>
        <Schedule checkIn={hotel.check_in_time} checkOut={hotel.check_out_time} />
      </Section>
    </>
  );
});

function BelowFold({
  hotel,
  descriptions,
  stay,
  nights,
  rooms,
  reviews,
  onEditDates,
  onEditGuests,
  onWarmSheets,
  onChooseRoom,
  renderSignInLink,
}: Pick<
  DetailViewProps,
  | 'hotel'
  | 'descriptions'
  | 'stay'
  | 'nights'
  | 'rooms'
  | 'reviews'
  | 'onEditDates'
  | 'onEditGuests'
  | 'onWarmSheets'
  | 'onChooseRoom'
  | 'renderSignInLink'
>) {
  return (
    <>
      <HotelSections hotel={hotel} descriptions={descriptions} />

      <Section id="rooms" title={<Trans>Pilih kamar</Trans>}>
        <StayBar
          stay={stay}
          nights={nights}
          onEditDates={onEditDates}
          onEditGuests={onEditGuests}
          {...(onWarmSheets ? { onWarm: onWarmSheets } : {})}
        />
        {rooms.status === 'pending' ? (
          <RoomsSkeleton />
        ) : rooms.status === 'error' ? (
          <div className={styles.error} role="alert">
            <div>
              <p className={styles.errorTitle}>
                <Trans>Kamar gagal dimuat</Trans>
              </p>
              <p>{rooms.message}</p>
              <div className={styles.actions}>
                <Button variant="secondary" onClick={onEditDates}>
                  <Trans>Ubah tanggal</Trans>
                </Button>
                {rooms.onRetry ? (
                  <Button variant="secondary" onClick={rooms.onRetry}>
                    <Trans>Coba lagi</Trans>
                  </Button>
                ) : null}
              </div>
            </div>
          </div>
        ) : (
          <RoomList
            rooms={rooms.rooms}
            nights={rooms.nights}
            roomCount={stay.rooms}
            onChoose={onChooseRoom}
            onChangeDates={onEditDates}
            renderSignInLink={renderSignInLink}
          />
        )}
      </Section>

      <Section id="rules" title={<Trans>Aturan & kebijakan</Trans>}>
        <Rules rules={hotel.rules} descriptions={descriptions} />
      </Section>
      <Section id="reviews" title={<Trans>Ulasan tamu</Trans>}>
        <Reviews {...reviews} />
      </Section>
    </>
  );
}
