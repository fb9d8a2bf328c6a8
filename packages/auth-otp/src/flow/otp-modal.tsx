import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type OtpSession, OtpDialog } from '@nusa/ui-kit/otp-dialog';

export interface OtpModalProps {
  open: boolean;
  onClose: () => void;
  /** Where the code went, e.g. +62 812 3456 7890. */
  phoneLabel: string;
  session: OtpSession;
  /** The server refused the code: boxes are marked and the 'invalid code' hint shows. */
  invalid?: boolean;
  /** The server's message about the last attempt. */
  message?: string | undefined;
  verifying?: boolean;
  resending?: boolean;
  onVerify: (code: string) => void;
  onResend: () => void;
  /** Typing again clears the invalid state. */
  onCodeChange?: () => void;
  /** Clock (stories and tests pin it). */
  now?: () => number;
}

/** ui-kit's verification dialog (spec §2, §4) with the sign-in flow's copy. */
export function OtpModal({ phoneLabel, ...props }: OtpModalProps) {
  const { t } = useLingui();
  return (
    <OtpDialog
      {...props}
      labels={{
        title: t`Verifikasi nomor ponsel`,
        close: t`Tutup`,
        instructions: t`Masukkan 6 digit kode yang kami kirim lewat WhatsApp ke ${phoneLabel}.`,
        code: t`Kode verifikasi`,
        digit: (position) => t`Digit ${position} dari 6`,
        invalid: t`Kode tidak valid`,
        pasteRejected: t`Hanya angka yang bisa ditempel`,
        lockedOut: (minutes) =>
          t`Batas pengiriman ulang tercapai. Tunggu ${plural(minutes, { one: '# menit', other: '# menit' })} lalu coba lagi.`,
        timedOut: t`Waktu habis. Kode sudah tidak berlaku, silakan kirim ulang kode.`,
        validFor: t`Kode berlaku selama`,
        resend: t`Kirim ulang kode`,
        resendIn: (seconds) => t`Kirim ulang kode dalam ${seconds} detik`,
        verify: t`Verifikasi`,
      }}
    />
  );
}
