import { type ReactNode, type RefObject, useId } from 'react';
import { Overlay } from '../../internal/overlay';
import { Icon } from '../icon/icon';
import styles from './modal.module.css';

export type ModalSize = 'sm' | 'md' | 'lg' | 'fullscreen';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, backdrop click and the close button. The caller flips `open`. */
  onClose: () => void;
  /** Rendered as the dialog's heading and used as its accessible name. */
  title: ReactNode;
  /** aria-label of the close (×) button. Without it no close button is rendered. */
  closeLabel?: string | undefined;
  children?: ReactNode;
  /** Sticky area under the scrolling body, for actions. */
  footer?: ReactNode;
  /** `fullscreen` fills the viewport below the sm breakpoint (sign-in, country picker). */
  size?: ModalSize;
  /** Element to focus on open; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnBackdropClick?: boolean;
  closeOnEscape?: boolean;
  /** `alertdialog` for interruptions that need a response (see Dialog). */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element describing the dialog (aria-describedby). */
  describedBy?: string;
  /** Visually hide the title (it still names the dialog). */
  hideTitle?: boolean;
  className?: string;
}

export function Modal({
  open,
  onClose,
  title,
  closeLabel,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  closeOnBackdropClick = true,
  closeOnEscape = true,
  role = 'dialog',
  describedBy,
  hideTitle = false,
  className,
}: ModalProps) {
  const titleId = useId();
  return (
    <Overlay
      open={open}
      onClose={onClose}
      role={role}
      labelledBy={titleId}
      describedBy={describedBy}
      initialFocusRef={initialFocusRef}
      closeOnBackdropClick={closeOnBackdropClick}
      closeOnEscape={closeOnEscape}
      rootClassName={styles.root}
      panelClassName={[styles.panel, styles[size], className].filter(Boolean).join(' ')}
    >
      <div className={styles.header} data-title-hidden={hideTitle || undefined}>
        <h2 id={titleId} className={hideTitle ? 'nusa-visually-hidden' : styles.title}>
          {title}
        </h2>
        {closeLabel ? (
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </button>
        ) : null}
      </div>
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Overlay>
  );
}
