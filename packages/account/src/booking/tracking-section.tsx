import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@nusa/api-client/schema';
import { formatJakartaInstant } from '@nusa/i18n/instant';
import layout from '@nusa/ui-kit/page-layout.module.css';
import styles from '../account.module.css';
import { langOf } from '../messages';
import booking from './booking.module.css';

type Step = components['schemas']['TrackingStep'];

/** The order tracking timeline: reached steps are active (with their time), the steps ahead inactive. */
export function TrackingSection({ steps }: { steps: Step[] }) {
  const { t, i18n } = useLingui();
  const lang = langOf(i18n);
  const current = steps.findLastIndex((step) => step.active);
  return (
    <section className={layout.section} aria-labelledby="booking-tracking">
      <h2 id="booking-tracking" className={layout.sectionTitle}>
        <Trans>Lacak pesanan</Trans>
      </h2>
      <ol className={booking.timeline}>
        {steps.map((step, index) => (
          <li
            key={step.key}
            className={step.active ? booking.active : booking.inactive}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className={booking.dot} aria-hidden="true" />
            <span className={booking.stepLabel}>
              {step.label}
              <span className="nusa-visually-hidden">{step.active ? t`(selesai)` : t`(belum)`}</span>
            </span>
            {step.at ? <span className={styles.muted}>{formatJakartaInstant(step.at, lang)}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
