import type { ReactNode } from 'react';
import { Icon } from '../components/icon/icon';
import styles from './field.module.css';

export const fieldStyles = styles;

/** Ids for the pieces a labelled control points at, and the aria-describedby list that joins them. */
export function describedBy(
  id: string,
  parts: { hint?: ReactNode; error?: ReactNode; extra?: string | undefined },
) {
  const ids = [parts.extra, parts.hint ? `${id}-hint` : null, parts.error ? `${id}-error` : null].filter(
    Boolean,
  );
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className={styles.hint}>
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-error`} className={styles.error}>
      <Icon name="alert" size={16} />
      <span>{children}</span>
    </p>
  );
}

export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
}
