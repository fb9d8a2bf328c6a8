import { useLingui } from '@lingui/react/macro';
import { localDeadline } from '@nusa/i18n/server-clock';
import { Countdown as Timer } from '@nusa/ui-kit/countdown';
import styles from './checkout.module.css';

export interface Deadline {
  expiresAt: string;
  /** The server's clock in the answer that named the deadline. */
  serverTime: string;
  /** When that answer arrived, on this phone's clock (TanStack Query's dataUpdatedAt). */
  receivedAt: number;
}

/**
 * A server deadline (the hold, a payment's expiry) as ui-kit's Countdown: the phone's instant at which the server's
 * clock reaches it, so a phone set to the wrong time still counts the right minutes, and the checkout's words for
 * the minutes a screen reader hears (at 10, 5 and 1 minute(s) left).
 */
export function Countdown({
  deadline,
  label,
  onEnd,
  className,
}: {
  deadline: Deadline;
  label: string;
  onEnd?: () => void;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <Timer
      endsAt={localDeadline(deadline.expiresAt, deadline.serverTime, deadline.receivedAt)}
      label={label}
      announce={(milestone) => t`Sisa waktu ${milestone} menit.`}
      onEnd={onEnd}
      className={[styles.hold, className].filter(Boolean).join(' ')}
    />
  );
}
