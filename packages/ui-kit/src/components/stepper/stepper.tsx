import { type ReactNode, useId } from 'react';
import { Icon } from '../icon/icon';
import styles from './stepper.module.css';

export interface StepperProps {
  /** Visible name of the quantity, e.g. "Dewasa". Names the group. */
  label: ReactNode;
  /** Secondary line under the label, e.g. "Usia 12 tahun ke atas". */
  description?: ReactNode;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** aria-label of the − button, e.g. "Kurangi dewasa". */
  decrementLabel: string;
  /** aria-label of the + button, e.g. "Tambah dewasa". */
  incrementLabel: string;
  disabled?: boolean;
  className?: string;
}

/** − value + control for counts such as rooms, adults and children. */
export function Stepper({
  label,
  description,
  value,
  onChange,
  min = 0,
  max = Number.POSITIVE_INFINITY,
  step = 1,
  decrementLabel,
  incrementLabel,
  disabled = false,
  className,
}: StepperProps) {
  const id = useId();
  const atMin = disabled || value - step < min;
  const atMax = disabled || value + step > max;
  // aria-disabled rather than disabled: a disabled button drops focus to <body> the moment the bound
  // is reached, which strands keyboard and screen-reader users.
  const change = (next: number, blocked: boolean) => {
    if (!blocked) onChange(Math.min(max, Math.max(min, next)));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <legend> cannot sit in the row layout; role=group names the controls the same way
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={description ? `${id}-description` : undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={styles.text}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        {description ? (
          <span id={`${id}-description`} className={styles.description}>
            {description}
          </span>
        ) : null}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          aria-label={decrementLabel}
          aria-disabled={atMin || undefined}
          onClick={() => change(value - step, atMin)}
        >
          <Icon name="minus" size={20} />
        </button>
        <output className={styles.value} aria-live="polite" aria-atomic="true">
          {value}
        </output>
        <button
          type="button"
          className={styles.button}
          aria-label={incrementLabel}
          aria-disabled={atMax || undefined}
          onClick={() => change(value + step, atMax)}
        >
          <Icon name="plus" size={20} />
        </button>
      </div>
    </div>
  );
}
