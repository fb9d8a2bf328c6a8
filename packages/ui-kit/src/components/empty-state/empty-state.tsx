import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** Decorative illustration or icon; hidden from assistive technology. */
  illustration?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Call to action, e.g. <Button>Cari hotel</Button>. */
  action?: ReactNode;
  /** Heading level of the title inside the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** "Nothing here yet" block: no favourites, no bookings, no search results. */
export function EmptyState({
  illustration,
  title,
  description,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {illustration ? (
        <div className={styles.illustration} aria-hidden="true">
          {illustration}
        </div>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
