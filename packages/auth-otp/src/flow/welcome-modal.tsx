import { useLingui } from '@lingui/react/macro';
import { Button } from '@nusa/ui-kit/button';
import { Modal } from '@nusa/ui-kit/modal';
import styles from './auth.module.css';

/** After registration: the member's name, next → home; a password can be set now (password-less sign-up). */
export function WelcomeModal({
  open,
  fullname,
  onNext,
  onSetPassword,
}: {
  open: boolean;
  fullname: string;
  onNext: () => void;
  onSetPassword: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onClose={onNext}
      title={t`Selamat datang, ${fullname}!`}
      size="sm"
      footer={
        <div className={styles.form}>
          <Button fullWidth onClick={onNext}>
            {t`Lanjut`}
          </Button>
          <Button fullWidth variant="secondary" onClick={onSetPassword}>
            {t`Buat kata sandi`}
          </Button>
        </div>
      }
    >
      <p
        className={styles.center}
      >{t`Akun Anda sudah aktif. Mulai cari hotel untuk perjalanan berikutnya.`}</p>
      <p className={styles.muted}>{t`Buat kata sandi agar bisa masuk juga dengan email.`}</p>
    </Modal>
  );
}
