import { useLingui } from '@lingui/react/macro';
import { Button } from '@nusa/ui-kit/button';
import { Icon } from '@nusa/ui-kit/icon';
import { TextField } from '@nusa/ui-kit/text-field';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import styles from './auth.module.css';
import { textFieldProps } from './form-field';
import { validationMessages } from './messages';
import type { Submit } from './sign-in-modal';
import { newPasswordSchema } from './validation';

export interface PasswordValues {
  oldPassword: string;
  password: string;
  confirmation: string;
}

/** New password (6-20 characters) twice, and the current one when the member has a password. */
export function PasswordForm({
  withOld = false,
  submitLabel,
  onSubmit,
}: {
  withOld?: boolean;
  submitLabel: string;
  onSubmit: Submit<PasswordValues>;
}) {
  const { t, i18n } = useLingui();
  const [show, setShow] = useState(false);
  const schema = useMemo(() => newPasswordSchema(validationMessages(i18n), withOld), [i18n, withOld]);
  const form = useFormik<PasswordValues>({
    initialValues: { oldPassword: '', password: '', confirmation: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const errors = await onSubmit(values);
      if (errors) helpers.setErrors(errors);
    },
  });
  const type = show ? 'text' : 'password';
  const toggle = (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={show ? t`Sembunyikan kata sandi` : t`Tampilkan kata sandi`}
      aria-pressed={show}
      onClick={() => setShow((v) => !v)}
    >
      <Icon name={show ? 'eye-off' : 'eye'} />
    </button>
  );
  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
      {withOld ? (
        <TextField
          label={t`Kata sandi saat ini`}
          {...textFieldProps(form, 'oldPassword')}
          type={type}
          autoComplete="current-password"
          required
        />
      ) : null}
      <TextField
        label={t`Kata sandi baru`}
        {...textFieldProps(form, 'password')}
        type={type}
        autoComplete="new-password"
        hint={t`6-20 karakter`}
        trailing={toggle}
        required
      />
      <TextField
        label={t`Ulangi kata sandi baru`}
        {...textFieldProps(form, 'confirmation')}
        type={type}
        autoComplete="new-password"
        required
      />
      <Button type="submit" fullWidth loading={form.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
