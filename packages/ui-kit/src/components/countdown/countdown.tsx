import { useEffect, useId, useRef, useState } from 'react';
import styles from './countdown.module.css';

export interface CountdownProps {
  /**
   * When the time is up, on this phone's clock (ms). Derive it from the server's clock (the answer's server time
   * and when it arrived), so a phone set to the wrong time still counts the right minutes.
   */
  endsAt: number;
  /** What the time is for, e.g. "Bayar sebelum waktu habis"; names the timer. */
  label: string;
  /**
   * Text a screen reader hears when 10, 5 and 1 minute(s) are left (a polite live region). The ticking time itself
   * is a `timer`, never announced every second, so it does not talk over what the member is doing.
   */
  announce?: (minutesLeft: number) => string;
  /** Called once when the time is up. */
  onEnd?: () => void;
  /** The clock (tests and stories pin it). */
  now?: () => number;
  className?: string;
}

const ANNOUNCE_AT_MINUTES = [10, 5, 1] as const;

/** `29:59`, or `23:59:59` from an hour up. */
export function formatRemaining(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${pad(h)}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** The last announcement reached (10, 5 or 1 minutes left, 0 when over), or null above the first one. */
export function milestoneOf(ms: number): number | null {
  if (ms <= 0) return 0;
  let reached: number | null = null;
  for (const minutes of ANNOUNCE_AT_MINUTES) if (ms <= minutes * 60_000) reached = minutes;
  return reached;
}

const systemNow = () => Date.now();

/** A deadline as "label / mm:ss", updated every second. */
export function Countdown({ endsAt, label, announce, onEnd, now = systemNow, className }: CountdownProps) {
  const id = useId();
  const [ms, setMs] = useState(() => Math.max(0, endsAt - now()));
  const ended = useRef(onEnd);
  ended.current = onEnd;
  useEffect(() => {
    const tick = () => {
      const left = Math.max(0, endsAt - now());
      setMs(left);
      if (left > 0) return;
      clearInterval(timer);
      ended.current?.();
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [endsAt, now]);
  const milestone = milestoneOf(ms);
  // Only a milestone reached while the page is open is announced: on arrival the visible time says it.
  const [spoken, setSpoken] = useState<{ at: number | null; text: string }>({ at: milestone, text: '' });
  useEffect(() => {
    if (milestone === spoken.at) return;
    setSpoken({ at: milestone, text: milestone && announce ? announce(milestone) : '' });
  }, [milestone, spoken.at, announce]);
  return (
    <div className={[styles.countdown, className].filter(Boolean).join(' ')}>
      <p id={id} className={styles.label}>
        {label}
      </p>
      <p role="timer" aria-labelledby={id} className={styles.time}>
        {formatRemaining(ms)}
      </p>
      <p className="nusa-visually-hidden" aria-live="polite">
        {spoken.text}
      </p>
    </div>
  );
}
