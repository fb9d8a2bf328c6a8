import { type ReactNode, useId, useRef } from 'react';
import { Button, type ButtonVariant } from '../button/button';
import { Modal } from '../modal/modal';
import styles from './dialog.module.css';

export interface DialogAction {
  label: string;
  onClick: () => void;
  variant?: ButtonVariant;
  loading?: boolean;
}

export interface DialogProps {
  open: boolean;
  /** Escape (and the optional × button) call this; the backdrop does not, an alert needs an answer. */
  onClose: () => void;
  title: ReactNode;
  /** Message; linked as the dialog's description. */
  children?: ReactNode;
  /** Illustration or icon above the title, decorative. */
  icon?: ReactNode;
  primaryAction: DialogAction;
  secondaryAction?: DialogAction;
  /** aria-label of an optional × button. */
  closeLabel?: string;
  closeOnBackdropClick?: boolean;
}

/** Alert dialog (role="alertdialog") with one or two actions: errors, confirmations, success notices. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  icon,
  primaryAction,
  secondaryAction,
  closeLabel,
  closeOnBackdropClick = false,
}: DialogProps) {
  const descriptionId = useId();
  const primaryRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={
        <span className={styles.heading}>
          {icon ? (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          {title}
        </span>
      }
      closeLabel={closeLabel}
      role="alertdialog"
      describedBy={children ? descriptionId : undefined}
      initialFocusRef={primaryRef}
      closeOnBackdropClick={closeOnBackdropClick}
      size="sm"
      className={styles.dialog}
      footer={
        <div className={styles.actions}>
          {secondaryAction ? (
            <Button
              variant={secondaryAction.variant ?? 'secondary'}
              loading={secondaryAction.loading}
              onClick={secondaryAction.onClick}
              fullWidth
            >
              {secondaryAction.label}
            </Button>
          ) : null}
          <Button
            ref={primaryRef}
            variant={primaryAction.variant ?? 'primary'}
            loading={primaryAction.loading}
            onClick={primaryAction.onClick}
            fullWidth
          >
            {primaryAction.label}
          </Button>
        </div>
      }
    >
      {children ? (
        <div id={descriptionId} className={styles.content}>
          {children}
        </div>
      ) : null}
    </Modal>
  );
}
