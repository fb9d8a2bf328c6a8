import { Trans, useLingui } from '@lingui/react/macro';
import { memberReviewsQuery } from '@nusa/api-client/queries/reviews';
import type { components } from '@nusa/api-client/schema';
import { Link } from '@nusa/router/react';
import { EmptyState } from '@nusa/ui-kit/empty-state';
import { Tab, TabList, TabPanel, Tabs } from '@nusa/ui-kit/tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from '../account.module.css';
import { AccountMain, Failed, Loading } from '../frame';
import { langOf } from '../messages';
import { formatStayDate } from '../model/dates';

type MemberReview = components['schemas']['MemberReview'];
type Status = components['schemas']['MemberReviewStatus'];

export default function Reviews() {
  const { t } = useLingui();
  const [tab, setTab] = useState<Status>('awaiting');
  return (
    <AccountMain title={t`Ulasan saya`}>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Status)}>
        <TabList aria-label={t`Ulasan`} fullWidth>
          <Tab value="awaiting">
            <Trans>Menunggu ulasan</Trans>
          </Tab>
          <Tab value="reviewed">
            <Trans>Sudah diulas</Trans>
          </Tab>
        </TabList>
        <TabPanel value="awaiting">
          <ReviewList status="awaiting" />
        </TabPanel>
        <TabPanel value="reviewed">
          <ReviewList status="reviewed" />
        </TabPanel>
      </Tabs>
    </AccountMain>
  );
}

function ReviewList({ status }: { status: Status }) {
  const { t } = useLingui();
  const query = useQuery(memberReviewsQuery({ status, perpage: 50 }));
  if (query.isPending) return <Loading />;
  if (query.isError) return <Failed onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const stays = query.data.data;
  if (stays.length === 0)
    return status === 'awaiting' ? (
      <EmptyState
        headingLevel={2}
        title={t`Tidak ada yang menunggu ulasan`}
        description={t`Setelah menginap, Anda bisa mengulas hotelnya di sini.`}
      />
    ) : (
      <EmptyState headingLevel={2} title={t`Belum ada ulasan`} />
    );
  return (
    <ul className={styles.list}>
      {stays.map((stay) => (
        <li key={stay.item_id}>
          <ReviewItem stay={stay} />
        </li>
      ))}
    </ul>
  );
}

function ReviewItem({ stay }: { stay: MemberReview }) {
  const { t, i18n } = useLingui();
  const lang = langOf(i18n);
  return (
    <article className={layout.section} aria-labelledby={`review-${stay.item_id}`}>
      <h2 id={`review-${stay.item_id}`} className={layout.sectionTitle}>
        {stay.hotel.name}
      </h2>
      <p className={styles.muted}>
        {stay.room_name} · {formatStayDate(stay.check_in, lang)} – {formatStayDate(stay.check_out, lang)}
      </p>
      {stay.review ? (
        <p>
          <strong>{stay.review.title}</strong> · {t`Nilai ${stay.review.average.toFixed(1)} dari 5`}
        </p>
      ) : stay.review_deadline ? (
        <p className={styles.muted}>{t`Ulas sebelum ${formatStayDate(stay.review_deadline, lang)}`}</p>
      ) : null}
      <Link
        to="/account/review/$product/{-$id}"
        params={{ product: 'hotel', id: String(stay.item_id) }}
        className={styles.link}
        aria-label={stay.review ? t`Lihat ulasan ${stay.hotel.name}` : t`Tulis ulasan ${stay.hotel.name}`}
      >
        {stay.review ? <Trans>Lihat ulasan</Trans> : <Trans>Tulis ulasan</Trans>}
      </Link>
    </article>
  );
}
