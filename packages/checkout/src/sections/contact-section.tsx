import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox } from '@nusa/ui-kit/checkbox';
import { type Country, CountryCodeButton } from '@nusa/ui-kit/country-picker';
import { Select } from '@nusa/ui-kit/select';
import { TextField } from '@nusa/ui-kit/text-field';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from '../checkout.module.css';
import { TITLES } from '../model/checkout-form';
import type { PersonTitle } from '../model/types';
import { type CheckoutFormik, textFieldProps } from './form-fields';

function useTitleOptions() {
  const { t } = useLingui();
  const names: Record<PersonTitle, string> = { Mr: t`Tuan`, Mrs: t`Nyonya`, Ms: t`Nona` };
  return TITLES.map((value) => ({ value, label: names[value] }));
}

/** Who receives the voucher and is called about the booking; prefilled from the member's profile. */
export function ContactSection({
  form,
  country,
  onPickCountry,
  headingId,
}: {
  form: CheckoutFormik;
  country: Country;
  onPickCountry: () => void;
  headingId: string;
}) {
  const { t } = useLingui();
  const titles = useTitleOptions();
  const { name: countryName, callingCode } = country;
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.sectionTitle}>
        <Trans>Detail kontak</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>E-voucher dan kabar tentang pesanan dikirim ke kontak ini.</Trans>
      </p>
      <Select
        label={t`Titel`}
        placeholder={t`Pilih titel`}
        options={titles}
        {...textFieldProps(form, 'title')}
        autoComplete="honorific-prefix"
        required
      />
      <TextField
        label={t`Nama lengkap`}
        hint={t`Sesuai KTP atau paspor, tanpa gelar`}
        autoComplete="name"
        {...textFieldProps(form, 'fullName')}
        required
      />
      <div className={styles.row}>
        <CountryCodeButton
          country={country}
          className={styles.codeButton}
          onClick={onPickCountry}
          aria-label={t`Kode negara: ${countryName} +${callingCode}. Ganti`}
        />
        <TextField
          wrapperClassName={styles.grow}
          label={t`Nomor ponsel`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="81234567890"
          {...textFieldProps(form, 'phone')}
          required
        />
      </div>
      <TextField
        label={t`Email`}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...textFieldProps(form, 'email')}
        required
      />
    </section>
  );
}

/** The lead guest when the member books for someone else (otherwise the contact is the guest). */
export function GuestSection({ form, headingId }: { form: CheckoutFormik; headingId: string }) {
  const { t } = useLingui();
  const titles = useTitleOptions();
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.sectionTitle}>
        <Trans>Pemesanan untuk orang lain</Trans>
      </h2>
      <Checkbox
        name="forSomeoneElse"
        checked={form.values.forSomeoneElse}
        onChange={form.handleChange}
        label={t`Saya memesan untuk orang lain`}
        description={t`Isi nama tamu yang akan menginap.`}
      />
      {form.values.forSomeoneElse ? (
        <>
          <Select
            label={t`Titel tamu`}
            placeholder={t`Pilih titel`}
            options={titles}
            {...textFieldProps(form, 'guestTitle')}
            required
          />
          <TextField
            label={t`Nama lengkap tamu`}
            hint={t`Sesuai KTP atau paspor, tanpa gelar`}
            autoComplete="off"
            {...textFieldProps(form, 'guestName')}
            required
          />
        </>
      ) : null}
    </section>
  );
}
