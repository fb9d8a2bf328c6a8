import { useLingui } from '@lingui/react/macro';
import { Button } from '@nusa/ui-kit/button';
import { useCaptchaField } from '@nusa/ui-kit/captcha';
import { Icon } from '@nusa/ui-kit/icon';
import { Modal } from '@nusa/ui-kit/modal';
import { Tab, TabList, TabPanel, Tabs } from '@nusa/ui-kit/tabs';
import { TextField } from '@nusa/ui-kit/text-field';
import { type FormikErrors, useFormik } from 'formik';
import { type ReactNode, useMemo, useState } from 'react';
import styles from './auth.module.css';
import type { SocialSource } from './auth-api';
import type { Country } from '@nusa/ui-kit/country-picker';
import { textFieldProps } from './form-field';
import { captchaErrors, validationMessages } from './messages';
import { PhoneField } from './phone-field';
import { useCountryCodeField, useDraft } from './use-draft';
import { emailSignInSchema, phoneSignInSchema } from './validation';

export type SignInTab = 'email' | 'phone';
export interface EmailSignInValues {
  email: string;
  password: string;
}
export interface PhoneSignInValues {
  countryCode: string;
  phone: string;
}
/** A submit handler answers field errors to show in place (server-side validation), or nothing. */
export type Submit<V> = (values: V) => Promise<FormikErrors<V> | undefined> | Promise<void>;
/** Field errors plus `captcha`: the server's message about the captcha token, shown at the widget. */
type CaptchaSubmitErrors<V> = FormikErrors<V> & { captcha?: string };
/** A submit of a form with a captcha: also gets the widget's token (undefined when no captcha is shown). */
export type CaptchaSubmit<V> = (
  values: V,
  captchaToken: string | undefined,
) => Promise<CaptchaSubmitErrors<V> | undefined> | Promise<void>;

export interface SignInModalProps {
  open: boolean;
  onClose: () => void;
  tab: SignInTab;
  onTabChange: (tab: SignInTab) => void;
  emailDraft: EmailSignInValues;
  phoneDraft: PhoneSignInValues;
  onEmailDraft?: (values: EmailSignInValues) => void;
  onPhoneDraft?: (values: PhoneSignInValues) => void;
  country: Country;
  onPickCountry: () => void;
  onSubmitEmail: CaptchaSubmit<EmailSignInValues>;
  onSubmitPhone: Submit<PhoneSignInValues>;
  onForgotPassword: () => void;
  onRegister: () => void;
  onSocial: (source: SocialSource) => void;
  /** Which social button is working. */
  socialBusy?: SocialSource | null;
  captchaSiteKey?: string | undefined;
  supportEmail: string;
}

export function SocialButtons({
  onSocial,
  busy,
  mode,
}: {
  onSocial: (source: SocialSource) => void;
  busy?: SocialSource | null | undefined;
  mode: 'signIn' | 'register';
}) {
  const { t } = useLingui();
  return (
    <>
      <p className={styles.divider}>{mode === 'signIn' ? t`atau masuk dengan` : t`atau daftar dengan`}</p>
      <div className={styles.social}>
        <Button
          type="button"
          variant="secondary"
          loading={busy === 'facebook'}
          onClick={() => onSocial('facebook')}
        >
          Facebook
        </Button>
        <Button
          type="button"
          variant="secondary"
          loading={busy === 'googleplus'}
          onClick={() => onSocial('googleplus')}
        >
          Google
        </Button>
      </div>
    </>
  );
}

/** The consumer-complaint contact notice shown below the sign-in form (spec §1). */
function ComplaintNotice({ supportEmail }: { supportEmail: string }) {
  const { t } = useLingui();
  return (
    <aside className={styles.notice} aria-label={t`Layanan pengaduan konsumen`}>
      <p>
        <strong>{t`Layanan pengaduan konsumen`}</strong>
      </p>
      <p>
        {t`Nusa Stay, e-mail:`} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </p>
      <p>{t`Direktorat Jenderal Perlindungan Konsumen dan Tertib Niaga, Kementerian Perdagangan Republik Indonesia. WhatsApp Ditjen PKTN: 0853 1111 1010`}</p>
    </aside>
  );
}

function EmailTab(props: SignInModalProps) {
  const { t, i18n } = useLingui();
  const [showPassword, setShowPassword] = useState(false);
  const captcha = useCaptchaField({ siteKey: props.captchaSiteKey, errors: captchaErrors(i18n) });
  const schema = useMemo(() => emailSignInSchema(validationMessages(i18n)), [i18n]);
  const form = useFormik<EmailSignInValues>({
    initialValues: props.emailDraft,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const result = await props.onSubmitEmail({ ...values, email: values.email.trim() }, captcha.token);
      const { captcha: captchaMessage, ...errors } = result ?? {};
      // Whatever the answer (wrong password too), the server has used the token up: a new one is needed.
      captcha.spent(captchaMessage);
      if (result) helpers.setErrors(errors);
    },
  });
  useDraft(form.values, props.onEmailDraft);

  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
      <TextField
        label={t`Email`}
        {...textFieldProps(form, 'email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        trailing={
          form.values.email ? (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t`Hapus email`}
              onClick={() => void form.setFieldValue('email', '')}
            >
              <Icon name="close" />
            </button>
          ) : null
        }
      />
      <TextField
        label={t`Kata sandi`}
        {...textFieldProps(form, 'password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        required
        trailing={
          <button
            type="button"
            className={styles.iconButton}
            aria-label={showPassword ? t`Sembunyikan kata sandi` : t`Tampilkan kata sandi`}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((v) => !v)}
          >
            <Icon name={showPassword ? 'eye-off' : 'eye'} />
          </button>
        }
      />
      <div className={styles.linkRow}>
        <button type="button" className={styles.link} onClick={props.onForgotPassword}>
          {t`Lupa kata sandi?`}
        </button>
      </div>
      {captcha.element}
      <Button type="submit" fullWidth loading={form.isSubmitting} disabled={captcha.missing}>
        {t`Masuk`}
      </Button>
    </form>
  );
}

function PhoneTab(props: SignInModalProps) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => phoneSignInSchema(validationMessages(i18n)), [i18n]);
  const form = useFormik<PhoneSignInValues>({
    initialValues: { ...props.phoneDraft, countryCode: props.country.callingCode },
    enableReinitialize: false,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const errors = await props.onSubmitPhone({
        countryCode: props.country.callingCode,
        phone: values.phone.trim(),
      });
      if (errors) helpers.setErrors(errors);
    },
  });
  useCountryCodeField(form, props.country.callingCode);
  useDraft(form.values, props.onPhoneDraft);
  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
      <PhoneField
        country={props.country}
        onPickCountry={props.onPickCountry}
        {...textFieldProps(form, 'phone')}
      />
      <p className={styles.muted}>{t`Kode verifikasi akan dikirim lewat WhatsApp.`}</p>
      <Button type="submit" fullWidth loading={form.isSubmitting}>
        {t`Kirim kode`}
      </Button>
    </form>
  );
}

/** Sign-in modal: e-mail and phone tabs, social sign-in, register link, complaint notice (spec §2). */
export function SignInModal(props: SignInModalProps & { footer?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Modal open={props.open} onClose={props.onClose} title={t`Masuk`} closeLabel={t`Tutup`} size="fullscreen">
      <Tabs value={props.tab} onValueChange={(v) => props.onTabChange(v as SignInTab)}>
        <TabList fullWidth aria-label={t`Cara masuk`}>
          <Tab value="email">{t`Email`}</Tab>
          <Tab value="phone">{t`Nomor ponsel`}</Tab>
        </TabList>
        <TabPanel value="email">
          <EmailTab {...props} />
        </TabPanel>
        <TabPanel value="phone">
          <PhoneTab {...props} />
        </TabPanel>
      </Tabs>
      <SocialButtons onSocial={props.onSocial} busy={props.socialBusy} mode="signIn" />
      <p className={styles.center}>
        {t`Belum punya akun?`}{' '}
        <button type="button" className={styles.link} onClick={props.onRegister}>
          {t`Daftar`}
        </button>
      </p>
      <ComplaintNotice supportEmail={props.supportEmail} />
      {props.footer}
    </Modal>
  );
}
