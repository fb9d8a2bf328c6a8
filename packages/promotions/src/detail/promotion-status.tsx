import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '@nusa/i18n/date-lite';
import type { Lang } from '@nusa/i18n/languages';
import { Badge } from '@nusa/ui-kit/badge';
import {
  type CountdownParts,
  countdownParts,
  jakartaDate,
  jakartaTime,
  type LandingPage,
} from '../model/promotion';
import styles from './promotion-detail.module.css';

interface PromotionStatusProps {
  promotion: Pick<LandingPage, 'start_at' | 'end_at'>;
  /** The phase on the server's clock now (model/promotion.ts phaseOf). */
  phase: LandingPage['status'];
  /** Milliseconds before the start, on the server's clock. */
  startsIn: number;
  lang: Lang;
}

/** "Sab, 07 Nov 2026 23:59 WIB": an instant as a Jakarta date and time. */
function dateTime(iso: string, lang: Lang): string {
  return `${formatDisplayDate(jakartaDate(iso), lang)} ${jakartaTime(iso)} WIB`;
}

/**
 * Where the promotion is in its period: before it starts, the countdown (days, hours, minutes, seconds); while it
 * runs, "ongoing" and its end; after, that it has ended (its page stays readable).
 */
export function PromotionStatus({ promotion, phase, startsIn, lang }: PromotionStatusProps) {
  if (phase === 'upcoming') return <Countdown parts={countdownParts(startsIn)} />;
  if (phase === 'ongoing')
    return (
      <div className={styles.status}>
        <Badge tone="success" solid>
          <Trans>Sedang berlangsung</Trans>
        </Badge>
        <p className={styles.statusText}>
          <Trans>Berakhir {dateTime(promotion.end_at, lang)}</Trans>
        </p>
      </div>
    );
  return (
    <div className={styles.status}>
      <Badge tone="neutral" solid>
        <Trans>Promo telah berakhir</Trans>
      </Badge>
      <p className={styles.statusText}>
        <Trans>
          Promo ini berakhir pada {dateTime(promotion.end_at, lang)} dan kodenya tidak dapat digunakan lagi.
        </Trans>
      </p>
    </div>
  );
}

function Countdown({ parts }: { parts: CountdownParts }) {
  const { t } = useLingui();
  const units = [
    { value: parts.days, label: t`Hari` },
    { value: parts.hours, label: t`Jam` },
    { value: parts.minutes, label: t`Menit` },
    { value: parts.seconds, label: t`Detik` },
  ];
  const spoken = t`${parts.days} hari ${parts.hours} jam ${parts.minutes} menit ${parts.seconds} detik`;
  return (
    <div className={styles.countdown}>
      <p className={styles.countdownLabel} id="promotion-countdown-label">
        <Trans>Promo dimulai dalam</Trans>
      </p>
      {/* A timer is not announced every second; its name and value are read when the reader reaches it. */}
      <div
        role="timer"
        aria-labelledby="promotion-countdown-label"
        aria-describedby="promotion-countdown-value"
      >
        <span id="promotion-countdown-value" className="nusa-visually-hidden">
          {spoken}
        </span>
        <ol className={styles.units} aria-hidden="true">
          {units.map((unit) => (
            <li key={unit.label} className={styles.unit}>
              <span className={styles.unitValue}>{String(unit.value).padStart(2, '0')}</span>
              <span className={styles.unitLabel}>{unit.label}</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
