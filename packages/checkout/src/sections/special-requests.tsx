import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox } from '@nusa/ui-kit/checkbox';
import { useId } from 'react';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from '../checkout.module.css';
import { type BedChoice, MAX_OTHER_REQUEST } from '../model/checkout-form';
import { type CheckoutFormik, fieldError } from './form-fields';

/** Wishes passed on to the hotel: subject to availability, never guaranteed. */
export function SpecialRequests({ form, headingId }: { form: CheckoutFormik; headingId: string }) {
  const { t } = useLingui();
  const otherId = useId();
  const noteId = useId();
  const errorId = useId();
  const otherError = fieldError(form, 'otherRequest');
  const beds: { value: BedChoice; label: string }[] = [
    { value: '', label: t`Tidak ada preferensi` },
    { value: 'one_large_bed', label: t`1 tempat tidur besar` },
    { value: 'two_small_beds', label: t`2 tempat tidur kecil` },
  ];
  return (
    <section className={layout.section} aria-labelledby={headingId} aria-describedby={noteId}>
      <h2 id={headingId} className={layout.sectionTitle}>
        <Trans>Permintaan khusus</Trans>
      </h2>
      <p id={noteId} className={styles.muted}>
        <Trans>Permintaan bergantung pada ketersediaan hotel dan tidak dijamin.</Trans>
      </p>
      <fieldset className={layout.fieldset}>
        <legend className={styles.legend}>
          <Trans>Tipe tempat tidur</Trans>
        </legend>
        {beds.map((bed) => (
          <label key={bed.value || 'none'} className={styles.choice}>
            <input
              type="radio"
              name="bedType"
              value={bed.value}
              checked={form.values.bedType === bed.value}
              onChange={form.handleChange}
            />
            <span>{bed.label}</span>
          </label>
        ))}
      </fieldset>
      <Checkbox
        name="highFloor"
        checked={form.values.highFloor}
        onChange={form.handleChange}
        label={t`Lantai atas`}
      />
      <Checkbox
        name="nonSmoking"
        checked={form.values.nonSmoking}
        onChange={form.handleChange}
        label={t`Kamar bebas asap rokok`}
      />
      <Checkbox
        name="connectingRooms"
        checked={form.values.connectingRooms}
        onChange={form.handleChange}
        label={t`Kamar yang terhubung`}
      />
      <div className={layout.fieldset}>
        <label htmlFor={otherId} className={styles.legend}>
          <Trans>Permintaan lain</Trans>
        </label>
        <textarea
          id={otherId}
          name="otherRequest"
          className={styles.textarea}
          value={form.values.otherRequest}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          maxLength={MAX_OTHER_REQUEST}
          aria-invalid={otherError ? true : undefined}
          aria-describedby={otherError ? errorId : undefined}
        />
        {otherError ? (
          <p id={errorId} className={styles.error}>
            {otherError}
          </p>
        ) : null}
      </div>
    </section>
  );
}
