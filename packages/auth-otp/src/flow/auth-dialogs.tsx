import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '@nusa/ui-kit/dialog';

export type AuthDialogState =
  | { kind: 'message'; title?: string | undefined; message: string }
  | { kind: 'invalidCredentials'; message?: string | undefined }
  | { kind: 'inactive' }
  | { kind: 'deleted'; email: string }
  | { kind: 'notRegistered'; email: string }
  | { kind: 'wait'; minutes: number };

export interface AuthDialogsProps {
  dialog: AuthDialogState | null;
  onClose: () => void;
  /** Deleted account or e-mail not registered: register with this e-mail prefilled. */
  onRegister: (email: string) => void;
  supportEmail: string;
}

/** The auth error dialogs of spec §8 (account statuses, invalid credentials, not registered, resend wait). */
export function AuthDialogs({ dialog, onClose, onRegister, supportEmail }: AuthDialogsProps) {
  const { t } = useLingui();
  const close = { label: t`Tutup`, onClick: onClose, variant: 'secondary' as const };
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'message':
      return (
        <Dialog
          open
          onClose={onClose}
          title={dialog.title ?? t`Oops`}
          primaryAction={{ label: t`OK`, onClick: onClose }}
        >
          {dialog.message}
        </Dialog>
      );
    case 'invalidCredentials':
      return (
        <Dialog
          open
          onClose={onClose}
          title={t`Oops`}
          primaryAction={{ label: t`Coba lagi`, onClick: onClose }}
        >
          {dialog.message || t`Email dan/atau kata sandi salah.`}
        </Dialog>
      );
    case 'inactive':
      return (
        <Dialog
          open
          onClose={onClose}
          title={t`Akun dihapus sementara`}
          primaryAction={{
            label: t`Hubungi layanan pelanggan`,
            onClick: () => {
              globalThis.location.href = `mailto:${supportEmail}`;
              onClose();
            },
          }}
          secondaryAction={close}
        >
          {t`Akun Anda sedang dihapus sementara. Hubungi layanan pelanggan untuk mengaktifkannya kembali.`}
        </Dialog>
      );
    case 'deleted':
      return (
        <Dialog
          open
          onClose={onClose}
          title={t`Akun sudah dihapus`}
          primaryAction={{ label: t`Daftar lagi`, onClick: () => onRegister(dialog.email) }}
          secondaryAction={close}
        >
          {t`Akun dengan email ini sudah dihapus. Daftar lagi untuk kembali menggunakan Nusa Stay.`}
        </Dialog>
      );
    case 'notRegistered': {
      const { email } = dialog;
      return (
        <Dialog
          open
          onClose={onClose}
          title={t`Email belum terdaftar`}
          primaryAction={{ label: t`Daftar akun`, onClick: () => onRegister(dialog.email) }}
          secondaryAction={{ label: t`Batal`, onClick: onClose, variant: 'secondary' }}
        >
          {t`Email ${email} belum terdaftar. Periksa lagi atau daftar akun baru.`}
        </Dialog>
      );
    }
    case 'wait': {
      const { minutes } = dialog;
      return (
        <Dialog
          open
          onClose={onClose}
          title={t`Batas permintaan kode tercapai`}
          primaryAction={{ label: t`Mengerti`, onClick: onClose }}
        >
          {t`Anda sudah meminta kode terlalu sering. Tunggu ${plural(minutes, { one: '# menit', other: '# menit' })} sebelum meminta kode baru.`}
        </Dialog>
      );
    }
  }
}
