import { useLingui } from '@lingui/react/macro';
import { Link } from '@nusa/router/react';
import { Button } from '@nusa/ui-kit/button';
import { useCaptchaField } from '@nusa/ui-kit/captcha';
import { Checkbox } from '@nusa/ui-kit/checkbox';
import { Modal } from '@nusa/ui-kit/modal';
import { TermsConsent, termsConsentLabels } from '@nusa/ui-kit/terms-consent';
import { TextField } from '@nusa/ui-kit/text-field';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import styles from './auth.module.css';
import type { SocialSource } from './auth-api';
import type { Country } from '@nusa/ui-kit/country-picker';
import { fieldError, textFieldProps } from './form-field';
import { captchaErrors, validationMessages } from './messages';
import { PhoneField } from './phone-field';
import { type CaptchaSubmit, SocialButtons } from './sign-in-modal';
import { useCountryCodeField, useDraft } from './use-draft';
import { registerSchema } from './validation';

export interface RegisterValues {
  fullname: string;
  email: string;
  countryCode: string;
  phone: string;
  newsletter: boolean;
  terms: boolean;
}

export const emptyRegister: RegisterValues = {
  fullname: '',
  email: '',
  countryCode: '62',
  phone: '',
  newsletter: false,
  terms: false,
};

export interface RegisterModalProps {
  open: boolean;
  onClose: () => void;
  draft: RegisterValues;
  onDraft?: (values: RegisterValues) => void;
  /** E-mail from a social sign-in: shown but not editable (spec §2). */
  emailLocked?: boolean;
  country: Country;
  onPickCountry: () => void;
  onSubmit: CaptchaSubmit<RegisterValues>;
  onSocial: (source: SocialSource) => void;
  socialBusy?: SocialSource | null;
  onSignIn: () => void;
  captchaSiteKey?: string | undefined;
  /** The server refused the captcha of the last attempt (shown at the widget until it is solved again). */
  captchaMessage?: string | undefined;
}

/** Password-less registration: the WhatsApp code proves the phone; a password can be set afterwards. */
export function RegisterModal(props: RegisterModalProps) {
  const { t, i18n } = useLingui();
  const captcha = useCaptchaField({
    siteKey: props.captchaSiteKey,
    errors: captchaErrors(i18n),
    message: props.captchaMessage,
  });
  const schema = useMemo(() => registerSchema(validationMessages(i18n)), [i18n]);
  const form = useFormik<RegisterValues>({
    initialValues: { ...props.draft, countryCode: props.country.callingCode },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const result = await props.onSubmit(
        {
          ...values,
          fullname: values.fullname.trim().replace(/\s+/g, ' '),
          email: values.email.trim(),
          phone: values.phone.trim(),
        },
        captcha.token,
      );
      const { captcha: captchaMessage, ...errors } = result ?? {};
      // The token is only checked by the register call after the code, so it stays usable after field errors.
      if (captchaMessage) captcha.spent(captchaMessage);
      if (result) helpers.setErrors(errors);
    },
  });
  useCountryCodeField(form, props.country.callingCode);
  useDraft(form.values, props.onDraft);

  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={t`Daftar`}
      closeLabel={t`Tutup`}
      size="fullscreen"
    >
      <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
        <TextField
          label={t`Nama lengkap`}
          {...textFieldProps(form, 'fullname')}
          autoComplete="name"
          hint={t`Sesuai KTP atau paspor`}
          required
        />
        <TextField
          label={t`Email`}
          {...textFieldProps(form, 'email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          readOnly={props.emailLocked}
          hint={props.emailLocked ? t`Email dari akun media sosial Anda` : undefined}
          required
        />
        <PhoneField
          country={props.country}
          onPickCountry={props.onPickCountry}
          {...textFieldProps(form, 'phone')}
        />
        <Checkbox
          name="newsletter"
          checked={form.values.newsletter}
          onChange={form.handleChange}
          label={t`Kirimi saya promo dan penawaran lewat email`}
        />
        <TermsConsent
          name="terms"
          checked={form.values.terms}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={fieldError(form, 'terms')}
          required
          labels={termsConsentLabels((message) => i18n._(message))}
          renderLink={(document, link) => (
            <Link to={document === 'terms' ? '/terms-and-conditions' : '/privacy-and-policy'} {...link} />
          )}
        />
        {captcha.element}
        <Button type="submit" fullWidth loading={form.isSubmitting} disabled={captcha.missing}>
          {t`Daftar`}
        </Button>
      </form>
      {props.emailLocked ? null : (
        <SocialButtons onSocial={props.onSocial} busy={props.socialBusy} mode="register" />
      )}
      <p className={styles.center}>
        {t`Sudah punya akun?`}{' '}
        <button type="button" className={styles.link} onClick={props.onSignIn}>
          {t`Masuk`}
        </button>
      </p>
    </Modal>
  );
}
