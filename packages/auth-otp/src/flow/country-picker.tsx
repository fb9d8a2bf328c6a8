import { useLingui } from '@lingui/react/macro';
import { type Country, CountryPicker as Picker, type CountryRow } from '@nusa/ui-kit/country-picker';

export interface CountryPickerProps {
  open: boolean;
  /** ISO code of the current choice. */
  selected: string;
  onSelect: (country: Country) => void;
  onClose: () => void;
  /** Stories and tests pass rows; the app loads the bundled list. */
  rows?: readonly CountryRow[];
}

/** ui-kit's country code picker with the sign-in flow's copy. */
export function CountryPicker(props: CountryPickerProps) {
  const { t, i18n } = useLingui();
  return (
    <Picker
      {...props}
      locale={i18n.locale}
      labels={{
        title: t`Pilih kode negara`,
        close: t`Tutup`,
        search: t`Cari negara atau kode`,
        list: t`Daftar negara`,
        loading: t`Memuat…`,
        empty: t`Negara tidak ditemukan`,
        failed: t`Daftar negara gagal dimuat. Coba lagi.`,
      }}
    />
  );
}
