import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@nusa/api-client/schema';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from '../account.module.css';
import { POINTS } from '../model/review-form';
import { pointName, travelName } from './review-names';
import review from './review.module.css';

type Review = components['schemas']['Review'];

/** A sent review, read-only: a sent review cannot be changed (spec §4). */
export function ReviewView({ value }: { value: Review }) {
  const { t, i18n } = useLingui();
  return (
    <section className={layout.section} aria-labelledby="review-sent">
      <h2 id="review-sent" className={layout.sectionTitle}>
        {value.title}
      </h2>
      <p>{value.description}</p>
      <dl className={layout.facts}>
        {POINTS.map((point) => (
          <div key={point} className={review.pair}>
            <dt>{pointName(i18n, point)}</dt>
            <dd>{t`${value.ratings[point]} dari 5`}</dd>
          </div>
        ))}
        <div className={review.pair}>
          <dt>
            <Trans>Jenis perjalanan</Trans>
          </dt>
          <dd>{travelName(i18n, value.type_of_travel)}</dd>
        </div>
        <div className={review.pair}>
          <dt>
            <Trans>Nama</Trans>
          </dt>
          <dd>{value.hide_name ? t`Disembunyikan (Anonim)` : (value.reviewer_name ?? t`Anonim`)}</dd>
        </div>
      </dl>
      {value.media.length > 0 ? (
        <ul className={review.media} aria-label={t`Foto dan video ulasan`}>
          {value.media.map((media, index) => (
            <li key={media.id}>
              {media.type === 'photo' ? (
                <img
                  src={media.thumbnail_url ?? media.url}
                  alt={t`Foto ulasan ${index + 1}`}
                  loading="lazy"
                />
              ) : (
                // biome-ignore lint/a11y/useMediaCaption: members' own clips carry no caption track.
                <video
                  src={media.url}
                  controls
                  preload="metadata"
                  aria-label={t`Video ulasan ${index + 1}`}
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.muted}>
        <Trans>Ulasan yang sudah dikirim tidak dapat diubah.</Trans>
      </p>
    </section>
  );
}
