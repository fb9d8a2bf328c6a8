import { useLingui } from '@lingui/react/macro';
import { Button } from '@nusa/ui-kit/button';
import { Modal } from '@nusa/ui-kit/modal';
import { TextField } from '@nusa/ui-kit/text-field';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import styles from './auth.module.css';
import { validationMessages } from './messages';
import type { Submit } from './sign-in-modal';
import { useDraft } from './use-draft';
import { forgotSchema } from './validation';

export interface ForgotValues {
  email: string;
}

/** E-mail + reset button; the button stays disabled while the e-mail is empty, invalid or sending (spec §5). */
export function ForgotPasswordModal({
  open,
  onClose,
  draft,
  onDraft,
  onSubmit,
  sentTo,
  onBack,
}: {
  open: boolean;
  onClose: () => void;
  draft: ForgotValues;
  onDraft?: (values: ForgotValues) => void;
  onSubmit: Submit<ForgotValues>;
  /** The address the link was sent to, once sent. */
  sentTo?: string | null;
  onBack: () => void;
}) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => forgotSchema(validationMessages(i18n)), [i18n]);
  const form = useFormik<ForgotValues>({
    initialValues: draft,
    validationSchema: schema,
    validateOnMount: true,
    onSubmit: async (values, helpers) => {
      const errors = await onSubmit({ email: values.email.trim() });
      if (errors) helpers.setErrors(errors);
    },
  });
  useDraft(form.values, onDraft);
  const disabled = !form.values.email.trim() || !form.isValid || form.isSubmitting;
  return (
    <Modal open={open} onClose={onClose} title={t`Lupa kata sandi`} closeLabel={t`Tutup`}>
      {sentTo ? (
        <div className={styles.form}>
          <p role="status">{t`Tautan untuk mengatur ulang kata sandi sudah dikirim ke ${sentTo}. Periksa kotak masuk Anda.`}</p>
          <Button fullWidth onClick={onBack}>
            {t`Kembali ke halaman masuk`}
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
          <p
            className={styles.muted}
          >{t`Masukkan email akun Anda. Kami akan mengirim tautan untuk mengatur ulang kata sandi.`}</p>
          <TextField
            label={t`Email`}
            name="email"
            type="email"
            autoComplete="email"
            value={form.values.email}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={form.touched.email && form.values.email ? form.errors.email : undefined}
            required
          />
          <Button type="submit" fullWidth loading={form.isSubmitting} disabled={disabled}>
            {t`Atur ulang kata sandi`}
          </Button>
          <button type="button" className={styles.link} onClick={onBack}>
            {t`Kembali ke halaman masuk`}
          </button>
        </form>
      )}
    </Modal>
  );
}
