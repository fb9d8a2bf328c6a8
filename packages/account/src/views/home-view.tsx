import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@nusa/api-client/schema';
import { Link } from '@nusa/router/react';
import { Badge } from '@nusa/ui-kit/badge';
import { Dialog } from '@nusa/ui-kit/dialog';
import { Icon } from '@nusa/ui-kit/icon';
import { useState } from 'react';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from '../account.module.css';
import { takeProfileUpdated } from '../flash';
import { AccountMain, Failed, Loading } from '../frame';
import home from '../home.module.css';
import { langOf, supportEmail } from '../messages';
import { useMember } from '../use-member';

type Member = components['schemas']['Member'];

export default function AccountHome() {
  const { t } = useLingui();
  const { query } = useMember();
  const [updated, setUpdated] = useState(takeProfileUpdated);
  return (
    <AccountMain title={t`Akun`} busy={query.isPending}>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Failed onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <MemberCard member={query.data.data} />
      )}
      <AccountMenu />
      <Dialog
        open={updated}
        onClose={() => setUpdated(false)}
        title={t`Profil berhasil diperbarui`}
        primaryAction={{ label: t`OK`, onClick: () => setUpdated(false) }}
      >
        <Trans>Perubahan data diri Anda sudah disimpan.</Trans>
      </Dialog>
    </AccountMain>
  );
}

function MemberCard({ member }: { member: Member }) {
  const phone =
    member.phone_number && member.phone_number_country_code
      ? `+${member.phone_number_country_code} ${member.phone_number}`
      : null;
  return (
    <section className={layout.section} aria-labelledby="account-member">
      <h2 id="account-member" className={layout.sectionTitle}>
        {member.full_name}
      </h2>
      <dl className={layout.facts}>
        <dt>
          <Trans>Email</Trans>
        </dt>
        <dd>{member.email}</dd>
        <dt>
          <Trans>Nomor ponsel</Trans>
        </dt>
        <dd className={home.phone}>
          {phone ?? <Trans>Belum diisi</Trans>}
          {phone ? (
            member.verified_by_sms ? (
              <Badge tone="success">
                <Trans>Terverifikasi</Trans>
              </Badge>
            ) : (
              <Badge tone="warning">
                <Trans>Belum terverifikasi</Trans>
              </Badge>
            )
          ) : null}
        </dd>
      </dl>
    </section>
  );
}

function AccountMenu() {
  const { t, i18n } = useLingui();
  const lang = langOf(i18n);
  const email = supportEmail();
  return (
    <nav aria-label={t`Menu akun`}>
      <ul className={home.menu}>
        <li>
          <Link to="/account/profile" className={home.entry}>
            <Icon name="user" size={20} aria-hidden="true" />
            <Trans>Profil</Trans>
          </Link>
        </li>
        <li>
          <Link to="/account/password" className={home.entry}>
            <Icon name="eye" size={20} aria-hidden="true" />
            <Trans>Kata sandi dan keamanan</Trans>
          </Link>
        </li>
        <li>
          <Link to="/account/history" className={home.entry}>
            <Icon name="receipt" size={20} aria-hidden="true" />
            <Trans>Pesanan saya</Trans>
          </Link>
        </li>
        <li>
          <Link to="/account/review" className={home.entry}>
            <Icon name="star" size={20} aria-hidden="true" />
            <Trans>Ulasan saya</Trans>
          </Link>
        </li>
        <li>
          <Link to="/favorite" className={home.entry}>
            <Icon name="heart" size={20} aria-hidden="true" />
            <Trans>Hotel favorit</Trans>
          </Link>
        </li>
        <li className={home.language}>
          <span>
            <Trans>Bahasa</Trans>
          </span>
          {/* ?lang= is the app's language switch (the shell reads it and remembers the choice). */}
          <span className={home.languages}>
            <Link to="/account" search={{ lang: 'id' }} aria-current={lang === 'id' ? 'true' : undefined}>
              Bahasa Indonesia
            </Link>
            <Link to="/account" search={{ lang: 'en' }} aria-current={lang === 'en' ? 'true' : undefined}>
              English
            </Link>
          </span>
        </li>
        <li>
          <a href={`mailto:${email}`} className={home.entry}>
            <Icon name="chat" size={20} aria-hidden="true" />
            <span>
              <Trans>Bantuan</Trans> <span className={styles.muted}>{email}</span>
            </span>
          </a>
        </li>
        <li>
          <Link to="/logout" className={home.entry}>
            <Icon name="arrow-left" size={20} aria-hidden="true" />
            <Trans>Keluar</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
