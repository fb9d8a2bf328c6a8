import { useLingui } from '@lingui/react/macro';
import { type Country, CountryCodeButton } from '@nusa/ui-kit/country-picker';
import { TextField } from '@nusa/ui-kit/text-field';
import type { ChangeEvent, FocusEvent } from 'react';
import styles from './auth.module.css';

/** Country code button (opens the picker) + national number, as in the phone tab and the register form. */
export function PhoneField({
  country,
  onPickCountry,
  value,
  error,
  onChange,
  onBlur,
  name = 'phone',
}: {
  country: Country;
  onPickCountry: () => void;
  value: string;
  error?: string | undefined;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (e: FocusEvent<HTMLInputElement>) => void;
  name?: string;
}) {
  const { t } = useLingui();
  const { name: countryName, callingCode: code } = country;
  return (
    <div className={styles.row}>
      <CountryCodeButton
        country={country}
        className={styles.countryButton}
        onClick={onPickCountry}
        aria-label={t`Kode negara: ${countryName} +${code}. Ganti`}
      />
      <TextField
        wrapperClassName={styles.grow}
        label={t`Nomor ponsel`}
        name={name}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="81234567890"
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        required
      />
    </div>
  );
}
