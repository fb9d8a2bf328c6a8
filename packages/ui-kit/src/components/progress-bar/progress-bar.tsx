import { useEffect, useState } from 'react';
import styles from './progress-bar.module.css';

export interface ProgressBarProps {
  /** True while a navigation (or other page-level load) is in flight. */
  active: boolean;
  /** Only show the bar when activity lasts longer than this, so fast navigations never flash it. */
  throttleMs?: number;
  /** Time to creep from 0 to ~90 % while active. */
  durationMs?: number;
  /** Accessible name, e.g. "Memuat halaman". */
  'aria-label': string;
  className?: string;
}

type Phase = 'idle' | 'running' | 'finishing';

const TICK_MS = 100;
const CREEP_TO = 90;
/** Time to fill to 100 % and then fade out once activity stops. */
export const PROGRESS_FINISH_MS = 300;
export const PROGRESS_FADE_MS = 300;

// Ease-out: quick at first, slowing as it nears CREEP_TO, so a long load still looks alive.
const creep = (elapsed: number, duration: number) => {
  const t = Math.min(1, elapsed / Math.max(1, duration));
  return CREEP_TO * (1 - (1 - t) ** 2);
};

/** Top-of-page navigation progress bar (NProgress style) with a start throttle. */
export function ProgressBar({
  active,
  throttleMs = 200,
  durationMs = 5000,
  'aria-label': ariaLabel,
  className,
}: ProgressBarProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [fading, setFading] = useState(false);

  useEffect(() => {
    if (!active) {
      // A pending start (still inside throttleMs) is cancelled by the cleanup below and never shows.
      setPhase((current) => (current === 'running' ? 'finishing' : current));
      return;
    }
    const timer = setTimeout(() => setPhase('running'), throttleMs);
    return () => clearTimeout(timer);
  }, [active, throttleMs]);

  useEffect(() => {
    if (phase !== 'running') return;
    setFading(false);
    setProgress(0);
    const startedAt = Date.now();
    const interval = setInterval(() => setProgress(creep(Date.now() - startedAt, durationMs)), TICK_MS);
    return () => clearInterval(interval);
  }, [phase, durationMs]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    setProgress(100);
    const fade = setTimeout(() => setFading(true), PROGRESS_FINISH_MS);
    const done = setTimeout(() => {
      setPhase('idle');
      setFading(false);
      setProgress(0);
    }, PROGRESS_FINISH_MS + PROGRESS_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(done);
    };
  }, [phase]);

  if (phase === 'idle') return null;
  const value = Math.round(progress);
  return (
    <div
      role="progressbar"
      aria-label={ariaLabel}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={[styles.track, className].filter(Boolean).join(' ')}
      data-fading={fading || undefined}
    >
      <div className={styles.bar} style={{ transform: `scaleX(${progress / 100})` }} />
    </div>
  );
}
