import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import { Button } from '@nusa/ui-kit/button';
import { useState } from 'react';
import type { Member } from '../member-slice';
import styles from './auth.module.css';
import type { AuthApi } from './auth-api';
import { PasswordForm } from './password-form';
import { fieldErrorsFrom } from './use-draft';

/** /update-password: a member who registered without a password sets one (or changes it). */
export function UpdatePasswordView({
  user,
  api,
  onSaved,
  onSignIn,
  onDone,
}: {
  user: Member | null;
  api: Pick<AuthApi, 'updatePassword'>;
  onSaved: (user: Member) => void;
  onSignIn: () => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <main className={styles.page}>
      <h1>{user?.has_password ? t`Ubah kata sandi` : t`Buat kata sandi`}</h1>
      {!user ? (
        <div className={styles.form}>
          <p>{t`Masuk dulu untuk mengatur kata sandi.`}</p>
          <Button fullWidth onClick={onSignIn}>
            {t`Masuk`}
          </Button>
        </div>
      ) : saved ? (
        <div className={styles.form}>
          <p role="status">{t`Kata sandi berhasil disimpan. Sekarang Anda juga bisa masuk dengan email.`}</p>
          <Button fullWidth onClick={onDone}>
            {t`Lanjut`}
          </Button>
        </div>
      ) : (
        <>
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          <PasswordForm
            withOld={user.has_password}
            submitLabel={t`Simpan kata sandi`}
            onSubmit={async (values) => {
              setError(null);
              try {
                await api.updatePassword(user.id, {
                  ...(user.has_password ? { old_password: values.oldPassword } : {}),
                  password: values.password,
                  password_confirmation: values.confirmation,
                });
                onSaved({ ...user, has_password: true });
                setSaved(true);
              } catch (e) {
                const inPlace = fieldErrorsFrom(e, {
                  old_password: 'oldPassword',
                  password_confirmation: 'confirmation',
                });
                if (inPlace) return inPlace;
                setError(isApiError(e) ? e.message : t`Gagal memperbarui kata sandi.`);
              }
            }}
          />
        </>
      )}
    </main>
  );
}
