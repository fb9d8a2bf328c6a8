import { useLingui } from '@lingui/react/macro';
import { Button } from '@nusa/ui-kit/button';
import { Icon } from '@nusa/ui-kit/icon';
import { TextField } from '@nusa/ui-kit/text-field';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import styles from './auth.module.css';
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
  const err = (f: keyof PasswordValues) =>
    form.touched[f] || form.submitCount > 0 ? form.errors[f] : undefined;
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
          name="oldPassword"
          type={type}
          autoComplete="current-password"
          value={form.values.oldPassword}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={err('oldPassword')}
          required
        />
      ) : null}
      <TextField
        label={t`Kata sandi baru`}
        name="password"
        type={type}
        autoComplete="new-password"
        hint={t`6-20 karakter`}
        value={form.values.password}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={err('password')}
        trailing={toggle}
        required
      />
      <TextField
        label={t`Ulangi kata sandi baru`}
        name="confirmation"
        type={type}
        autoComplete="new-password"
        value={form.values.confirmation}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={err('confirmation')}
        required
      />
      <Button type="submit" fullWidth loading={form.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
