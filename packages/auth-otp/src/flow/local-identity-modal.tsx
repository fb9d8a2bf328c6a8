import { useLingui } from '@lingui/react/macro';
import { Button } from '@nusa/ui-kit/button';
import { Modal } from '@nusa/ui-kit/modal';
import { TextField } from '@nusa/ui-kit/text-field';
import { useState } from 'react';
import styles from './auth.module.css';
import type { SocialSource } from './auth-api';

/**
 * The local test identity provider (development and tests, when no Google/Facebook client id is configured):
 * asks which identity the fake provider should vouch for. Never shown when the real SDKs are configured.
 */
export function LocalIdentityModal({
  source,
  onSubmit,
  onClose,
}: {
  source: SocialSource | null;
  onSubmit: (email: string, fullname: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [email, setEmail] = useState('social.tester@example.com');
  const [fullname, setFullname] = useState('Social Tester');
  const name = source === 'facebook' ? 'Facebook' : 'Google';
  return (
    <Modal
      open={source !== null}
      onClose={onClose}
      title={t`Penyedia identitas uji (${name})`}
      closeLabel={t`Tutup`}
    >
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (email.trim()) onSubmit(email.trim(), fullname.trim());
        }}
      >
        <p className={styles.muted}>{t`Mode pengembangan: akun ${name} sungguhan belum dikonfigurasi.`}</p>
        <TextField
          label={t`Email`}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <TextField label={t`Nama lengkap`} value={fullname} onChange={(e) => setFullname(e.target.value)} />
        <Button type="submit" fullWidth>
          {t`Lanjut`}
        </Button>
      </form>
    </Modal>
  );
}
