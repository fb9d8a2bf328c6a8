import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@nusa/api-client/schema';
import { submitCitilinkEform } from '@nusa/api-client/queries/eforms';
import { addDays, isStayDate, jakartaToday } from '@nusa/api-client/stay';
import { formatDisplayDate } from '@nusa/i18n/date-lite';
import { DEFAULT_LANG, isLang, type Lang } from '@nusa/i18n/languages';
import { Button } from '@nusa/ui-kit/button';
import { TextField } from '@nusa/ui-kit/text-field';
import { type FormikProps, useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { refusalOf, useFormCaptcha } from './form-captcha';
import { formMessages } from './form-messages';
import { bind, ReceiptView, useFocusFirstError } from './form-parts';
import { InfoFrame, usePageTitle } from './info-frame';
import styles from './info.module.css';
import {
  EMPTY_EFORM,
  EMPTY_PASSENGER,
  type EformValues,
  eformErrorsOf,
  eformRequestOf,
  eformSchema,
  MAX_DAYS_AHEAD,
  MAX_PASSENGERS,
  MIN_BIRTHDATE,
} from './model/eform-form';

type Receipt = components['schemas']['Receipt'];

/** E-Form Citilink (`/eform-citilink`): a flight request for customer service (spec §3 "E-form"), then its receipt. */
export function EformPage() {
  return (
    <InfoFrame>
      <EformView />
    </InfoFrame>
  );
}

function EformView() {
  const { t } = useLingui();
  usePageTitle(t`E-Form Citilink`);
  const [sent, setSent] = useState<{ receipt: Receipt; values: EformValues }>();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>
        <Trans>E-Form Tiket Pesawat Citilink</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>
          Isi rute, tanggal dan data penumpang. Layanan pelanggan kami akan mengirim penawaran harga dan
          menyelesaikan pemesanan bersama Anda lewat e-mail atau telepon.
        </Trans>
      </p>
      {sent ? (
        <EformReceipt receipt={sent.receipt} values={sent.values} onAnother={() => setSent(undefined)} />
      ) : (
        <EformForm onSent={(receipt, values) => setSent({ receipt, values })} />
      )}
    </main>
  );
}

const langOf = (locale: string): Lang => (isLang(locale) ? locale : DEFAULT_LANG);

/** The chosen day as the app writes dates ("Sen, 21 Des 2026"), under a date field. */
const dayHint = (value: string, lang: Lang) =>
  isStayDate(value) ? formatDisplayDate(value, lang) : undefined;

function EformForm({ onSent }: { onSent: (receipt: Receipt, values: EformValues) => void }) {
  const { t, i18n } = useLingui();
  const lang = langOf(i18n.locale);
  // Jakarta's today, read once per visit: the rules and the pickers' bounds agree with the API's calendar.
  const [today] = useState(() => jakartaToday());
  const schema = useMemo(() => eformSchema(formMessages(i18n), today), [i18n, today]);
  const [failure, setFailure] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const captcha = useFormCaptcha();
  const form = useFormik<EformValues>({
    initialValues: EMPTY_EFORM,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(undefined);
      try {
        const { data } = await submitCitilinkEform(eformRequestOf(values, captcha.token));
        onSent(data, values);
      } catch (error) {
        const refusal = refusalOf(
          error,
          captcha,
          eformErrorsOf,
          t`Gagal mengirim e-form, silakan coba lagi.`,
        );
        if (refusal.kind === 'fields') helpers.setErrors(refusal.errors);
        else if (refusal.kind === 'message') setFailure(refusal.message);
      }
    },
  });
  useFocusFirstError(form, formRef);
  const { values } = form;

  return (
    <form ref={formRef} className={styles.form} onSubmit={form.handleSubmit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <Trans>Data pemesan</Trans>
        </legend>
        <TextField label={t`Nama pemesan`} required autoComplete="name" {...bind(form, 'customerName')} />
        <TextField
          label={t`E-mail`}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          {...bind(form, 'email')}
        />
        <TextField
          label={t`Nomor telepon`}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t`Contoh: 081234567890`}
          {...bind(form, 'phone')}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <Trans>Penerbangan</Trans>
        </legend>
        <TextField
          label={t`Kota asal`}
          required
          hint={t`Contoh: Jakarta (CGK)`}
          {...bind(form, 'departure')}
        />
        <TextField
          label={t`Kota tujuan`}
          required
          hint={t`Contoh: Denpasar (DPS)`}
          {...bind(form, 'destination')}
        />
        <TextField
          label={t`Tanggal berangkat`}
          required
          type="date"
          min={today}
          max={addDays(today, MAX_DAYS_AHEAD)}
          hint={dayHint(values.departureDate, lang)}
          {...bind(form, 'departureDate')}
        />
        <TextField
          label={t`Tanggal pulang (opsional)`}
          type="date"
          min={values.departureDate || today}
          max={addDays(today, MAX_DAYS_AHEAD)}
          hint={dayHint(values.returnDate, lang) ?? t`Kosongkan untuk sekali jalan`}
          {...bind(form, 'returnDate')}
        />
      </fieldset>
      <Passengers form={form} today={today} lang={lang} />
      {failure ? (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      ) : null}
      {captcha.element}
      <Button type="submit" fullWidth loading={form.isSubmitting} disabled={captcha.missing}>
        <Trans>Kirim e-form</Trans>
      </Button>
    </form>
  );
}

function Passengers({ form, today, lang }: { form: FormikProps<EformValues>; today: string; lang: Lang }) {
  const { t } = useLingui();
  const { passengers } = form.values;
  const list = useRef<HTMLDivElement>(null);
  // After adding a passenger, typing goes on in the new one's name.
  const [added, setAdded] = useState(false);
  useEffect(() => {
    if (!added) return;
    setAdded(false);
    list.current
      ?.querySelector<HTMLInputElement>(`input[name="passengers.${passengers.length - 1}.name"]`)
      ?.focus();
  }, [added, passengers.length]);
  const maxError = typeof form.errors.passengers === 'string' ? form.errors.passengers : undefined;

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <Trans>Penumpang</Trans>
      </legend>
      <div ref={list} className={styles.form}>
        {passengers.map((_passenger, index) => {
          const number = index + 1;
          return (
            // Passengers have no id of their own: the position is what the form and the API name them by.
            <fieldset key={index} className={styles.passenger}>
              <legend className={styles.passengerHead}>
                <Trans>Penumpang {number}</Trans>
              </legend>
              {passengers.length > 1 ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className={styles.remove}
                  aria-label={t`Hapus penumpang ${number}`}
                  onClick={() =>
                    void form.setFieldValue(
                      'passengers',
                      passengers.filter((_p, i) => i !== index),
                    )
                  }
                >
                  <Trans>Hapus</Trans>
                </Button>
              ) : null}
              <TextField
                label={t`Nama lengkap`}
                required
                hint={t`Sesuai KTP atau paspor`}
                {...bind(form, `passengers.${index}.name`)}
              />
              <TextField
                label={t`Tanggal lahir`}
                required
                type="date"
                min={MIN_BIRTHDATE}
                max={addDays(today, -1)}
                hint={dayHint(passengers[index]?.birthdate ?? '', lang)}
                {...bind(form, `passengers.${index}.birthdate`)}
              />
            </fieldset>
          );
        })}
      </div>
      {maxError ? <p className={styles.fieldError}>{maxError}</p> : null}
      <Button
        variant="secondary"
        disabled={passengers.length >= MAX_PASSENGERS}
        onClick={() => {
          void form.setFieldValue('passengers', [...passengers, EMPTY_PASSENGER]);
          setAdded(true);
        }}
      >
        <Trans>Tambah penumpang</Trans>
      </Button>
      <p className={styles.meta}>
        <Trans>Paling banyak {MAX_PASSENGERS} penumpang per permintaan.</Trans>
      </p>
    </fieldset>
  );
}

function EformReceipt({
  receipt,
  values,
  onAnother,
}: {
  receipt: Receipt;
  values: EformValues;
  onAnother: () => void;
}) {
  const { t, i18n } = useLingui();
  const lang = langOf(i18n.locale);
  const count = values.passengers.length;
  return (
    <ReceiptView
      title={t`Terima kasih, permintaan Anda sudah kami terima`}
      reference={receipt.reference}
      createdAt={receipt.created_at}
      next={t`Layanan pelanggan kami akan menghubungi Anda melalui ${values.email.trim()} atau ${values.phone.trim()} dengan penawaran harga. Sebutkan nomor referensi ini bila Anda menghubungi kami.`}
      onAnother={onAnother}
    >
      <dt>
        <Trans>Rute</Trans>
      </dt>
      <dd>
        {values.departure.trim()} – {values.destination.trim()}
      </dd>
      <dt>
        <Trans>Berangkat</Trans>
      </dt>
      <dd>{formatDisplayDate(values.departureDate, lang)}</dd>
      <dt>
        <Trans>Pulang</Trans>
      </dt>
      <dd>{values.returnDate ? formatDisplayDate(values.returnDate, lang) : t`Sekali jalan`}</dd>
      <dt>
        <Trans>Penumpang</Trans>
      </dt>
      <dd>{t`${count} orang`}</dd>
    </ReceiptView>
  );
}

export default EformPage;
