import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import { Button } from '@nusa/ui-kit/button';
import { useState } from 'react';
import styles from './auth.module.css';
import type { AuthApi } from './auth-api';
import { PasswordForm } from './password-form';
import { fieldErrorsFrom } from './use-draft';

/** /reset-password?token=…&email=… (the e-mailed link): set a new password, then sign in with it. */
export function ResetPasswordView({
  token,
  email,
  api,
  onSignIn,
  onForgot,
}: {
  token: string | null;
  email: string | null;
  api: Pick<AuthApi, 'resetPassword'>;
  onSignIn: () => void;
  onForgot: () => void;
}) {
  const { t } = useLingui();
  const [done, setDone] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const invalidLink = !token || !email || linkError;
  return (
    <main className={styles.page}>
      <h1>{t`Atur ulang kata sandi`}</h1>
      {done ? (
        <div className={styles.form}>
          <p role="status">{t`Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.`}</p>
          <Button fullWidth onClick={onSignIn}>
            {t`Masuk`}
          </Button>
        </div>
      ) : invalidLink ? (
        <div className={styles.form}>
          <p role="alert" className={styles.error}>
            {linkError ?? t`Tautan tidak valid atau sudah kedaluwarsa.`}
          </p>
          <Button fullWidth onClick={onForgot}>
            {t`Kirim tautan baru`}
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.muted}>{t`Buat kata sandi baru untuk ${email}.`}</p>
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          <PasswordForm
            submitLabel={t`Simpan kata sandi`}
            onSubmit={async (values) => {
              setError(null);
              try {
                await api.resetPassword({
                  token,
                  email,
                  password: values.password,
                  password_confirmation: values.confirmation,
                });
                setDone(true);
              } catch (e) {
                if (isApiError(e) && e.fieldError('token'))
                  return void setLinkError(e.fieldError('token') ?? null);
                const inPlace = fieldErrorsFrom(e, { password_confirmation: 'confirmation' });
                if (inPlace) return inPlace;
                setError(isApiError(e) ? e.message : t`Terjadi kesalahan. Coba lagi.`);
              }
            }}
          />
        </>
      )}
    </main>
  );
}
