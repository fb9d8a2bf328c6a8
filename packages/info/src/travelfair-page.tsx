import { Trans, useLingui } from '@lingui/react/macro';
import { landingPagesQuery } from '@nusa/api-client/queries/promotions';
import { formatIDR } from '@nusa/i18n/format';
import { formatJakartaInstant } from '@nusa/i18n/instant';
import { DEFAULT_LANG, isLang } from '@nusa/i18n/languages';
import type {} from '@nusa/router/router';
import { Link } from '@nusa/router/react';
import { Button } from '@nusa/ui-kit/button';
import { EmptyState } from '@nusa/ui-kit/empty-state';
import { useQuery } from '@tanstack/react-query';
import { InfoFrame, usePageTitle } from './info-frame';
import styles from './info.module.css';
import type { components } from '@nusa/api-client/schema';

type LandingPage = components['schemas']['LandingPage'];

/** The promotions a fair lists: enough for one screenful of offers; the promotions page has them all. */
export const FAIR_SIZE = 20;

/**
 * Travel Fair (`/travelfair`): the fair's landing, listing the current promotions (ongoing first, then those about
 * to start; ended ones are left out) from the promotions API, each linked to its promotion page.
 */
export function TravelfairPage() {
  return (
    <InfoFrame>
      <TravelfairView />
    </InfoFrame>
  );
}

function TravelfairView() {
  const { t } = useLingui();
  usePageTitle(t`Travel Fair`);
  const query = useQuery({
    ...landingPagesQuery({ perpage: FAIR_SIZE }),
    select: (body) => body.data.filter((promotion) => promotion.status !== 'ended'),
  });
  return (
    <main className={styles.page} aria-busy={query.isPending || undefined}>
      <h1 className={styles.title}>
        <Trans>Nusa Stay Travel Fair</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>
          Diskon hotel dan promo bank pilihan, khusus selama Travel Fair. Pakai kodenya di halaman pemesanan
          sebelum membayar.
        </Trans>
      </p>
      {query.isPending ? (
        <p className={styles.status} role="status">
          <Trans>Memuat promo…</Trans>
        </p>
      ) : query.isError ? (
        <div className={styles.state} role="alert">
          <p className={styles.text}>
            <Trans>Promo tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.</Trans>
          </p>
          <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
            <Trans>Coba lagi</Trans>
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <EmptyState
          title={t`Belum ada promo Travel Fair`}
          description={t`Promo baru segera hadir. Sementara itu, lihat semua promo yang ada.`}
        />
      ) : (
        <ul className={styles.cards} aria-label={t`Promo Travel Fair`}>
          {query.data.map((promotion) => (
            <PromotionItem key={promotion.id} promotion={promotion} />
          ))}
        </ul>
      )}
      <Link to="/promotions" className={styles.link}>
        <Trans>Lihat semua promo</Trans>
      </Link>
    </main>
  );
}

function PromotionItem({ promotion }: { promotion: LandingPage }) {
  const { t, i18n } = useLingui();
  const lang = isLang(i18n.locale) ? i18n.locale : DEFAULT_LANG;
  const until = formatJakartaInstant(promotion.end_at, lang);
  const from = formatJakartaInstant(promotion.start_at, lang);
  const discount =
    promotion.discount_percent !== null
      ? t`Diskon ${promotion.discount_percent}%`
      : promotion.discount_amount !== null
        ? t`Potongan ${formatIDR(promotion.discount_amount)}`
        : null;
  return (
    <li className={styles.card}>
      <img
        className={styles.promoImage}
        src={promotion.image.thumbnail}
        alt=""
        width={promotion.image.width}
        height={promotion.image.height}
        loading="lazy"
      />
      <h2 className={styles.cardTitle}>{promotion.title}</h2>
      <p className={styles.text}>{promotion.subtitle}</p>
      {discount ? <p className={styles.text}>{discount}</p> : null}
      <p className={styles.meta}>
        {promotion.status === 'upcoming' ? t`Mulai ${from}` : t`Berlaku sampai ${until}`}
      </p>
      {promotion.promo_code ? (
        <p className={styles.meta}>
          <Trans>
            Kode: <strong>{promotion.promo_code}</strong>
          </Trans>
        </p>
      ) : null}
      <Link
        to="/promotions/$slug"
        params={{ slug: promotion.slug }}
        className={styles.link}
        aria-label={t`Lihat promo ${promotion.title}`}
      >
        <Trans>Lihat promo</Trans>
      </Link>
    </li>
  );
}

export default TravelfairPage;
