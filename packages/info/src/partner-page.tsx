import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@nusa/api-client/schema';
import { submitPartnerApplication } from '@nusa/api-client/queries/partners';
import { Button } from '@nusa/ui-kit/button';
import { Select } from '@nusa/ui-kit/select';
import { TextField } from '@nusa/ui-kit/text-field';
import { useFormik } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { refusalOf, useFormCaptcha } from './form-captcha';
import { formMessages } from './form-messages';
import { bind, errorOf, ReceiptView, TextArea, useFocusFirstError } from './form-parts';
import { InfoFrame, usePageTitle } from './info-frame';
import styles from './info.module.css';
import { productTypeNames } from './product-types';
import {
  EMPTY_PARTNER,
  MAX_NOTES,
  PRODUCT_TYPES,
  type PartnerValues,
  partnerErrorsOf,
  partnerRequestOf,
  partnerSchema,
} from './model/partner-form';

type Receipt = components['schemas']['Receipt'];

/** Jadi Mitra Kami (`/be-our-partner`): the partner form (spec §3), then its receipt. */
export function PartnerPage() {
  return (
    <InfoFrame>
      <PartnerView />
    </InfoFrame>
  );
}

function PartnerView() {
  const { t } = useLingui();
  usePageTitle(t`Jadi Mitra Kami`);
  const [sent, setSent] = useState<{ receipt: Receipt; values: PartnerValues }>();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Jadi Mitra Kami</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>
          Punya hotel, maskapai, paket tur atau layanan pemasaran? Ceritakan tentang bisnis Anda, dan tim
          kemitraan kami akan menghubungi Anda dalam 2 hari kerja.
        </Trans>
      </p>
      {sent ? (
        <PartnerReceipt receipt={sent.receipt} values={sent.values} onAnother={() => setSent(undefined)} />
      ) : (
        <PartnerForm onSent={(receipt, values) => setSent({ receipt, values })} />
      )}
    </main>
  );
}

function PartnerForm({ onSent }: { onSent: (receipt: Receipt, values: PartnerValues) => void }) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => partnerSchema(formMessages(i18n)), [i18n]);
  const names = productTypeNames(i18n);
  const [failure, setFailure] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const captcha = useFormCaptcha();
  const form = useFormik<PartnerValues>({
    initialValues: EMPTY_PARTNER,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(undefined);
      try {
        const { data } = await submitPartnerApplication(partnerRequestOf(values, captcha.token));
        onSent(data, values);
      } catch (error) {
        const refusal = refusalOf(
          error,
          captcha,
          partnerErrorsOf,
          t`Gagal mengirim formulir mitra, silakan coba lagi.`,
        );
        if (refusal.kind === 'fields') helpers.setErrors(refusal.errors);
        else if (refusal.kind === 'message') setFailure(refusal.message);
      }
    },
  });
  useFocusFirstError(form, formRef);

  return (
    <form ref={formRef} className={styles.form} onSubmit={form.handleSubmit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <Trans>Data perusahaan</Trans>
        </legend>
        <TextField
          label={t`Nama perusahaan`}
          required
          autoComplete="organization"
          {...bind(form, 'companyName')}
        />
        <TextArea
          label={t`Alamat`}
          required
          rows={3}
          maxLength={500}
          autoComplete="street-address"
          {...bind(form, 'address')}
        />
        <TextField
          label={t`Nomor telepon`}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t`Contoh: +62215550100 atau 0215550100`}
          {...bind(form, 'phone')}
        />
        <TextField
          label={t`Situs web (opsional)`}
          type="url"
          inputMode="url"
          autoComplete="url"
          {...bind(form, 'website')}
        />
        <Select
          label={t`Jenis produk`}
          required
          name="productType"
          value={form.values.productType}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={errorOf(form, 'productType')}
          placeholder={t`Pilih jenis produk`}
          options={PRODUCT_TYPES.map((type) => ({ value: type, label: names[type] }))}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <Trans>Kontak</Trans>
        </legend>
        <TextField label={t`Nama kontak`} required autoComplete="name" {...bind(form, 'contactPerson')} />
        <TextField
          label={t`E-mail`}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          {...bind(form, 'email')}
        />
        <TextArea
          label={t`Catatan (opsional)`}
          rows={4}
          maxLength={MAX_NOTES}
          hint={t`Misalnya jumlah kamar, rute, atau jenis kerja sama yang Anda harapkan.`}
          {...bind(form, 'notes')}
        />
      </fieldset>
      {failure ? (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      ) : null}
      {captcha.element}
      <Button type="submit" fullWidth loading={form.isSubmitting} disabled={captcha.missing}>
        <Trans>Kirim formulir</Trans>
      </Button>
    </form>
  );
}

function PartnerReceipt({
  receipt,
  values,
  onAnother,
}: {
  receipt: Receipt;
  values: PartnerValues;
  onAnother: () => void;
}) {
  const { t, i18n } = useLingui();
  const names = productTypeNames(i18n);
  return (
    <ReceiptView
      title={t`Terima kasih, formulir Anda sudah kami terima`}
      reference={receipt.reference}
      createdAt={receipt.created_at}
      next={t`Tim kemitraan kami akan menghubungi ${values.contactPerson.trim()} melalui ${values.email.trim()} dalam 2 hari kerja. Sebutkan nomor referensi ini bila Anda menghubungi kami.`}
      onAnother={onAnother}
    >
      <dt>
        <Trans>Perusahaan</Trans>
      </dt>
      <dd>{values.companyName.trim()}</dd>
      <dt>
        <Trans>Jenis produk</Trans>
      </dt>
      <dd>{values.productType ? names[values.productType] : null}</dd>
    </ReceiptView>
  );
}

export default PartnerPage;
