import { type ReactNode, type RefObject, useId } from 'react';
import { Overlay } from '../../internal/overlay';
import { Icon } from '../icon/icon';
import styles from './bottom-sheet.module.css';

export interface BottomSheetProps {
  open: boolean;
  /** Called on Escape, backdrop click and the close button. The caller flips `open`. */
  onClose: () => void;
  /** Heading of the sheet and its accessible name. */
  title: ReactNode;
  /** aria-label of the close (×) button. */
  closeLabel: string;
  children?: ReactNode;
  /** Sticky actions at the bottom, e.g. "Reset" and "Apply" for filters. */
  footer?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnBackdropClick?: boolean;
  className?: string;
}

/** A modal dialog that slides up from the bottom edge: filters, sort, guest and room pickers on mobile. */
export function BottomSheet({
  open,
  onClose,
  title,
  closeLabel,
  children,
  footer,
  initialFocusRef,
  closeOnBackdropClick = true,
  className,
}: BottomSheetProps) {
  const titleId = useId();
  return (
    <Overlay
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      initialFocusRef={initialFocusRef}
      closeOnBackdropClick={closeOnBackdropClick}
      rootClassName={styles.root}
      panelClassName={[styles.sheet, className].filter(Boolean).join(' ')}
    >
      <div className={styles.handle} aria-hidden="true" />
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Overlay>
  );
}
