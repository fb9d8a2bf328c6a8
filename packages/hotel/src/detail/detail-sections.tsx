// The detail page's sections below the gallery (prop-driven, with stories): header, related promo, badges,
// facilities, location, about, check-in/check-out, rules; and the page's loading, not-found and error states.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '@nusa/i18n/date-lite';
import { Badge } from '@nusa/ui-kit/badge';
import { BottomSheet } from '@nusa/ui-kit/bottom-sheet';
import { Button } from '@nusa/ui-kit/button';
import { EmptyState } from '@nusa/ui-kit/empty-state';
import { Icon } from '@nusa/ui-kit/icon';
import { Link } from '@nusa/router/react';
import { Skeleton } from '@nusa/ui-kit/skeleton';
import { type ComponentType, type ReactNode, useId, useState } from 'react';
import type { FavoriteToggleProps } from '../slots';
import styles from './detail.module.css';
import {
  type Facility,
  type FacilityGroup,
  formatDistance,
  formatScore,
  formatTime,
  groupFacilities,
  type HotelBadge,
  type HotelDescription,
  type HotelDetail,
  type NearbyPlace,
} from './detail-model';

/** Scrolls to a section of the page without touching the router's location. */
export function scrollToSection(id: string) {
  const node = document.getElementById(id);
  node?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  node?.focus?.({ preventScroll: true });
}

/** Official stars as icons, named once for assistive technology. */
function Stars({ count }: { count: number }) {
  const { t } = useLingui();
  if (count <= 0) return null;
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={t({ message: plural(count, { other: 'Bintang #' }) })}
    >
      {Array.from({ length: count }, (_, i) => (
        <Icon key={i} name="star" size={16} filled />
      ))}
    </span>
  );
}

export interface DetailHeaderProps {
  hotel: HotelDetail;
  FavoriteToggle?: ComponentType<FavoriteToggleProps> | undefined;
}

/** Name, stars, area and the review score with a link down to the reviews. */
export function DetailHeader({ hotel, FavoriteToggle }: DetailHeaderProps) {
  const { t, i18n } = useLingui();
  const place = [hotel.area_name, hotel.city_name].filter(Boolean).join(', ');
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{hotel.name}</h1>
        {FavoriteToggle ? <FavoriteToggle hotelId={hotel.id} hotelName={hotel.name} /> : null}
      </div>
      <Stars count={hotel.star_rating} />
      {place ? (
        <p className={styles.muted}>
          <Icon name="location" size={14} /> {place}
        </p>
      ) : null}
      {hotel.review_score !== null && hotel.review_count > 0 ? (
        <a href="#reviews" className={styles.scoreLink}>
          <span className={styles.score}>{formatScore(hotel.review_score, i18n.locale)}</span>
          <span>{t({ message: plural(hotel.review_count, { other: 'Lihat # ulasan' }) })}</span>
        </a>
      ) : (
        <p className={styles.muted}>
          <Trans>Belum ada ulasan</Trans>
        </p>
      )}
    </header>
  );
}

/** A running promotion that applies to this hotel; nothing when the API gives none. */
export function RelatedPromo({ promo }: { promo: HotelDetail['related_promo'] }) {
  const { i18n } = useLingui();
  if (!promo) return null;
  const lang = i18n.locale === 'en' ? 'en' : 'id';
  // end_at is an instant with the Jakarta offset: its calendar date is the promo's last day in Jakarta.
  const until = formatDisplayDate(promo.end_at.slice(0, 10), lang);
  return (
    <aside className={styles.promo} aria-label={i18n._(msg`Promo terkait`)}>
      <Icon name="info" size={20} />
      <div className={styles.promoBody}>
        <p className={styles.promoTitle}>{promo.title}</p>
        <p className={styles.muted}>
          {promo.promo_code ? (
            <Trans>
              Kode <strong>{promo.promo_code}</strong>, berlaku sampai {until}
            </Trans>
          ) : (
            <Trans>Berlaku sampai {until}</Trans>
          )}
        </p>
      </div>
      <Link to="/promotions/$slug" params={{ slug: promo.slug }} className={styles.promoLink}>
        <Trans>Lihat promo</Trans>
      </Link>
    </aside>
  );
}

export function Badges({ badges }: { badges: HotelBadge[] }) {
  const { i18n } = useLingui();
  if (!badges.length) return null;
  return (
    <ul className={styles.badges} aria-label={i18n._(msg`Keunggulan hotel`)}>
      {badges.map((b) => (
        <li key={b.code}>
          <Badge tone={b.code === 'promo' ? 'accent' : b.code === 'best_seller' ? 'warning' : 'primary'}>
            {b.label}
          </Badge>
          {b.description ? <span className="nusa-visually-hidden">: {b.description}</span> : null}
        </li>
      ))}
    </ul>
  );
}

const GROUP_LABELS: Record<FacilityGroup, MessageDescriptor> = {
  general: msg`Umum`,
  food: msg`Makanan & minuman`,
  wellness: msg`Rekreasi & kebugaran`,
  transport: msg`Transportasi & parkir`,
  room: msg`Di kamar`,
  accessibility: msg`Aksesibilitas`,
  other: msg`Lainnya`,
};

/** Facilities shown before "see all". */
const FACILITIES_PREVIEW = 6;

/** The first facilities, and all of them grouped in a sheet. */
export function Facilities({ facilities }: { facilities: Facility[] }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  if (!facilities.length) {
    return (
      <p className={styles.muted}>
        <Trans>Informasi fasilitas belum tersedia.</Trans>
      </p>
    );
  }
  return (
    <>
      <ul className={styles.facilityGrid}>
        {facilities.slice(0, FACILITIES_PREVIEW).map((f) => (
          <li key={f.code}>
            <Icon name="check-circle" size={16} /> {f.name}
          </li>
        ))}
      </ul>
      {facilities.length > FACILITIES_PREVIEW ? (
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t({ message: plural(facilities.length, { other: 'Lihat semua # fasilitas' }) })}
        </Button>
      ) : null}
      {open ? (
        <BottomSheet
          open
          onClose={() => setOpen(false)}
          title={<Trans>Semua fasilitas</Trans>}
          closeLabel={t`Tutup`}
        >
          <div className={styles.facilityGroups}>
            {groupFacilities(facilities).map(([group, items]) => (
              <section key={group} aria-labelledby={`facility-group-${group}`}>
                <h3 id={`facility-group-${group}`} className={styles.groupTitle}>
                  {i18n._(GROUP_LABELS[group])}
                </h3>
                <ul className={styles.facilityList}>
                  {items.map((f) => (
                    <li key={f.code}>
                      <Icon name="check-circle" size={16} /> {f.name}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </BottomSheet>
      ) : null}
    </>
  );
}

const PLACE_LABELS: Record<NearbyPlace['category'], MessageDescriptor> = {
  airport: msg`Bandara`,
  station: msg`Stasiun`,
  landmark: msg`Tempat menarik`,
  campus: msg`Kampus`,
  mall: msg`Pusat perbelanjaan`,
  hospital: msg`Rumah sakit`,
  beach: msg`Pantai`,
  restaurant: msg`Restoran`,
  other: msg`Lainnya`,
};

/** Address and the distance to nearby places (nearest first). */
export function Location({ hotel }: { hotel: HotelDetail }) {
  const { i18n } = useLingui();
  const places = [...hotel.nearby_places].sort((a, b) => a.distance_km - b.distance_km);
  const mapUrl = `https://www.google.com/maps/search/?api=1&query=${hotel.latitude},${hotel.longitude}`;
  return (
    <>
      <p className={styles.address}>
        <Icon name="location" size={16} /> {hotel.address}
      </p>
      <a className={styles.textLink} href={mapUrl} target="_blank" rel="noopener noreferrer">
        <Trans>Lihat di peta</Trans>
        <span className="nusa-visually-hidden">
          {' '}
          <Trans>(membuka tab baru)</Trans>
        </span>
      </a>
      {places.length ? (
        <>
          <h3 className={styles.subTitle}>
            <Trans>Tempat terdekat</Trans>
          </h3>
          <ul className={styles.places}>
            {places.map((p) => (
              <li key={`${p.category}-${p.name}`}>
                <span>
                  {p.name} <span className={styles.muted}>· {i18n._(PLACE_LABELS[p.category])}</span>
                </span>
                <span className={styles.distance}>{formatDistance(p.distance_km, i18n.locale)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** The description sections shown under "About"; policies go to the rules, the rest to their own sections. */
const ABOUT_CODES: HotelDescription['code'][] = ['about', 'dining', 'important_information'];

/** The short text, expandable to every description section. */
export function About({ summary, descriptions }: { summary: string; descriptions: HotelDescription[] }) {
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const sections = descriptions.filter((d) => ABOUT_CODES.includes(d.code));
  const about = sections.find((d) => d.code === 'about')?.content ?? summary;
  const more = sections.filter((d) => d.code !== 'about');
  const expandable = more.length > 0 || about.length > 280;
  return (
    <div>
      <div id={contentId} className={expanded ? undefined : styles.clamped}>
        <Paragraphs text={about} />
        {expanded
          ? more.map((d) => (
              <div key={d.code}>
                <h3 className={styles.subTitle}>{d.title}</h3>
                <Paragraphs text={d.content} />
              </div>
            ))
          : null}
      </div>
      {expandable ? (
        <button
          type="button"
          className={styles.textButton}
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? <Trans>Tampilkan lebih sedikit</Trans> : <Trans>Baca selengkapnya</Trans>}
        </button>
      ) : null}
    </div>
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .filter(Boolean)
        .map((p) => (
          <p key={p} className={styles.paragraph}>
            {p}
          </p>
        ))}
    </>
  );
}

/** Check-in from, check-out until (local hotel time). */
export function Schedule({ checkIn, checkOut }: { checkIn: string; checkOut: string }) {
  const { i18n } = useLingui();
  const lang = i18n.locale;
  return (
    <dl className={styles.schedule}>
      <div>
        <dt>
          <Trans>Check-in</Trans>
        </dt>
        <dd>
          <Trans>Mulai {formatTime(checkIn, lang)}</Trans>
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Check-out</Trans>
        </dt>
        <dd>
          <Trans>Sebelum {formatTime(checkOut, lang)}</Trans>
        </dd>
      </div>
    </dl>
  );
}

/** House rules and the policies section of the descriptions. */
export function Rules({ rules, descriptions }: { rules: string[]; descriptions: HotelDescription[] }) {
  const policies = descriptions.filter((d) => d.code === 'policies');
  if (!rules.length && !policies.length) {
    return (
      <p className={styles.muted}>
        <Trans>Hotel ini belum mencantumkan aturan khusus.</Trans>
      </p>
    );
  }
  return (
    <>
      {rules.length ? (
        <ul className={styles.rules}>
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      ) : null}
      {policies.map((d) => (
        <div key={d.code}>
          <h3 className={styles.subTitle}>{d.title}</h3>
          <Paragraphs text={d.content} />
        </div>
      ))}
    </>
  );
}

/** A titled section of the page; `id` is the anchor the header and the price bar link to. */
export function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Placeholder of the page while the hotel loads. */
export function DetailSkeleton() {
  return (
    <div aria-busy="true" className={styles.skeleton}>
      <Skeleton className={styles.skeletonPhoto} width="auto" height="auto" radius={0} />
      <Skeleton shape="text" width="70%" height="1.75rem" />
      <Skeleton shape="text" width="30%" height="1rem" />
      <Skeleton shape="text" width="50%" height="1rem" />
      <Skeleton shape="text" height="1rem" />
      <p className="nusa-visually-hidden" role="status">
        <Trans>Memuat hotel…</Trans>
      </p>
    </div>
  );
}

/** 404: the hotel does not exist (any more). */
export function DetailNotFound() {
  return (
    <EmptyState
      headingLevel={2}
      illustration={<Icon name="bed" size={48} />}
      title={<Trans>Hotel tidak ditemukan</Trans>}
      description={<Trans>Hotel yang Anda cari tidak ada atau sudah tidak tersedia.</Trans>}
      action={
        <Link to="/" className={styles.homeLink}>
          <Trans>Kembali ke beranda</Trans>
        </Link>
      }
    />
  );
}

/** Network or server failure: say so and offer a retry. */
export function DetailError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <Icon name="alert" size={24} />
      <div>
        <p className={styles.errorTitle}>
          <Trans>Hotel gagal dimuat</Trans>
        </p>
        <p>
          <Trans>Terjadi gangguan. Periksa koneksi Anda lalu coba lagi.</Trans>
        </p>
        <Button onClick={onRetry}>
          <Trans>Coba lagi</Trans>
        </Button>
      </div>
    </div>
  );
}
