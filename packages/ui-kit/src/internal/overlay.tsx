import { type ReactNode, type RefObject, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './overlay.module.css';
import { useOverlay } from './use-overlay';

export interface OverlayProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy?: string | undefined;
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  closeOnBackdropClick?: boolean | undefined;
  closeOnEscape?: boolean | undefined;
  rootClassName?: string | undefined;
  panelClassName?: string | undefined;
  testId?: string | undefined;
}

/** Shared shell of Modal, BottomSheet and Dialog: portal, backdrop and the modal behaviour. */
export function Overlay({
  open,
  onClose,
  children,
  role = 'dialog',
  labelledBy,
  describedBy,
  initialFocusRef,
  closeOnBackdropClick = true,
  closeOnEscape = true,
  rootClassName,
  panelClassName,
  testId,
}: OverlayProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useOverlay({ open, containerRef: panelRef, onClose, initialFocusRef, closeOnEscape });
  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div className={[styles.root, rootClassName].filter(Boolean).join(' ')} data-testid={testId}>
      {/* Pointer-only shortcut: keyboard users close with Escape or the close button. */}
      <div
        className={styles.backdrop}
        aria-hidden="true"
        data-overlay-backdrop=""
        onClick={closeOnBackdropClick ? onClose : undefined}
      />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both take aria-modal */}
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={[styles.panel, panelClassName].filter(Boolean).join(' ')}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
