import type { ComponentProps } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'primary' | 'accent' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
  /** Solid fill instead of the subtle tint. */
  solid?: boolean;
}

/** Short status label: "Promo", "Lunas", "Menunggu pembayaran". */
export function Badge({ tone = 'neutral', solid = false, className, ...rest }: BadgeProps) {
  return (
    <span
      className={[styles.badge, className].filter(Boolean).join(' ')}
      data-tone={tone}
      data-solid={solid || undefined}
      {...rest}
    />
  );
}

export interface CountBadgeProps extends Omit<ComponentProps<'span'>, 'children' | 'aria-label'> {
  count: number;
  /** Above this the badge shows `max+` (9 → "9+"). */
  max?: number;
  /** Full accessible text, e.g. "12 pesan belum dibaca"; the visible "9+" is not announced. */
  'aria-label': string;
  /** Render when count is 0 (hidden by default). */
  showZero?: boolean;
  tone?: Extract<BadgeTone, 'danger' | 'primary' | 'accent'>;
}

export function formatCount(count: number, max: number) {
  return count > max ? `${max}+` : String(count);
}

/** Unread/notification counter, e.g. on the chat tab of the bottom navigation. */
export function CountBadge({
  count,
  max = 9,
  showZero = false,
  tone = 'danger',
  className,
  'aria-label': ariaLabel,
  ...rest
}: CountBadgeProps) {
  if (count <= 0 && !showZero) return null;
  return (
    <span
      role="img"
      aria-label={ariaLabel}
      className={[styles.count, className].filter(Boolean).join(' ')}
      data-tone={tone}
      {...rest}
    >
      {formatCount(Math.max(0, count), max)}
    </span>
  );
}
