import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Icon, type IconName } from '../icon/icon';
import styles from './toast.module.css';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface ToastViewportProps {
  children?: ReactNode;
  /** Where the stack sits; bottom clears the app's bottom navigation through --toast-offset-bottom. */
  position?: 'top' | 'bottom';
  /** Render into document.body (default) so toasts sit above modals and the page. */
  portal?: boolean;
  className?: string;
}

/** Fixed stack the app renders once; put its <Toast> elements inside, e.g. mapped from state. */
export function ToastViewport({ children, position = 'top', portal = true, className }: ToastViewportProps) {
  const viewport = (
    <div className={[styles.viewport, className].filter(Boolean).join(' ')} data-position={position}>
      {children}
    </div>
  );
  if (!portal || typeof document === 'undefined') return viewport;
  return createPortal(viewport, document.body);
}

export interface ToastProps {
  /** danger and warning use role="alert" (assertive), info and success role="status" (polite). */
  tone?: ToastTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Called when the timer runs out or the close button is pressed; the caller removes the toast. */
  onClose: () => void;
  /** Milliseconds before auto-dismiss; 0 keeps it until closed. The timer pauses on hover and focus. */
  duration?: number;
  /** aria-label of the close button. */
  closeLabel: string;
  /** Optional action, e.g. an "Undo" button. */
  action?: ReactNode;
  icon?: ReactNode | false;
}

const toneIcon: Record<ToastTone, IconName> = {
  info: 'info',
  success: 'check-circle',
  warning: 'alert',
  danger: 'alert',
};

export function Toast({
  tone = 'info',
  title,
  children,
  onClose,
  duration = 5000,
  closeLabel,
  action,
  icon,
}: ToastProps) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration);
  const dismiss = useEffectEvent(() => onClose());

  useEffect(() => {
    remaining.current = duration;
  }, [duration]);

  useEffect(() => {
    if (paused || duration <= 0) return;
    const startedAt = Date.now();
    const timer = setTimeout(dismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, duration]);

  const role = tone === 'danger' || tone === 'warning' ? 'alert' : 'status';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover/focus only pause the dismiss timer; nothing is activated
    <div
      role={role}
      aria-atomic="true"
      className={styles.toast}
      data-tone={tone}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {icon === false ? null : (
        <span className={styles.icon} aria-hidden="true">
          {icon ?? <Icon name={toneIcon[tone]} size={20} />}
        </span>
      )}
      <div className={styles.text}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.message}>{children}</div> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
        <Icon name="close" size={20} />
      </button>
    </div>
  );
}
