import { useLingui } from '@lingui/react/macro';
import { formatRemaining } from '@nusa/ui-kit/countdown';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './checkout.module.css';
import { milestoneOf, remainingMs } from './model/countdown';

export interface Deadline {
  expiresAt: string;
  /** The server's clock in the answer that named the deadline. */
  serverTime: string;
  /** When that answer arrived, on this phone's clock (TanStack Query's dataUpdatedAt). */
  receivedAt: number;
}

/** Milliseconds left before a deadline, updated every second; calls `onEnd` once it is reached. */
function useRemaining({ expiresAt, serverTime, receivedAt }: Deadline, onEnd?: () => void): number {
  const [ms, setMs] = useState(() => remainingMs(expiresAt, serverTime, receivedAt, Date.now()));
  const ended = useRef(onEnd);
  ended.current = onEnd;
  useEffect(() => {
    const tick = () => {
      const next = remainingMs(expiresAt, serverTime, receivedAt, Date.now());
      setMs(next);
      if (next > 0) return;
      clearInterval(timer);
      ended.current?.();
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [expiresAt, serverTime, receivedAt]);
  return ms;
}

/**
 * A deadline as "label mm:ss". The time itself is a `timer` (not announced as it changes); a polite live region
 * says how many minutes remain at 10, 5 and 1 minute(s) only, so a screen reader is told in time without being
 * talked over every second.
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
  const id = useId();
  const ms = useRemaining(deadline, onEnd);
  const milestone = milestoneOf(ms);
  const [spoken, setSpoken] = useState<{ at: number | null; text: string }>(() => ({
    at: milestone,
    text: '',
  }));
  useEffect(() => {
    // Only a milestone reached while the page is open is announced: on arrival the visible time says it.
    if (milestone === spoken.at) return;
    setSpoken({
      at: milestone,
      text: milestone ? t`Sisa waktu ${milestone} menit.` : '',
    });
  }, [milestone, spoken.at, t]);
  return (
    <div className={[styles.hold, className].filter(Boolean).join(' ')}>
      <p id={id}>{label}</p>
      <p role="timer" aria-labelledby={id} className={styles.timer}>
        {formatRemaining(ms)}
      </p>
      <p className="nusa-visually-hidden" aria-live="polite">
        {spoken.text}
      </p>
    </div>
  );
}
