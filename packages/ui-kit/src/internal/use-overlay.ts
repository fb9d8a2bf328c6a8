import { type RefObject, useEffect, useEffectEvent } from 'react';
import { focusableWithin } from './focusable';

// Open overlays, innermost last: only the top one reacts to Escape and traps Tab, so a dialog opened from a
// bottom sheet closes alone.
const stack: symbol[] = [];

let lockCount = 0;
let savedOverflow = '';
let savedPaddingRight = '';

function lockBodyScroll() {
  if (lockCount++ > 0) return;
  const { body, documentElement } = document;
  savedOverflow = body.style.overflow;
  savedPaddingRight = body.style.paddingRight;
  // Keep the page from shifting sideways when the scrollbar disappears on desktop.
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  body.style.overflow = 'hidden';
}

function unlockBodyScroll() {
  if (--lockCount > 0) return;
  document.body.style.overflow = savedOverflow;
  document.body.style.paddingRight = savedPaddingRight;
}

export interface UseOverlayOptions {
  open: boolean;
  containerRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  closeOnEscape?: boolean | undefined;
}

/** Focus trap, Escape to close, body scroll lock and focus return for modal surfaces. */
export function useOverlay({
  open,
  containerRef,
  onClose,
  initialFocusRef,
  closeOnEscape = true,
}: UseOverlayOptions) {
  const handleEscape = useEffectEvent((event: KeyboardEvent) => {
    if (!closeOnEscape) return;
    event.preventDefault();
    onClose();
  });
  const initialFocusTarget = useEffectEvent(() => initialFocusRef?.current ?? null);

  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return;
    const token = Symbol('overlay');
    stack.push(token);
    const isTop = () => stack[stack.length - 1] === token;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lockBodyScroll();

    const focusFirst = () => {
      const target = initialFocusTarget() ?? focusableWithin(container)[0] ?? container;
      target.focus();
    };
    focusFirst();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape') {
        handleEscape(event);
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableWithin(container);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        container.focus();
      } else if (
        event.shiftKey &&
        (active === first || active === container || !container.contains(active))
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    // Catches focus that escapes by other means than Tab (a click on the page behind, a script).
    const onFocusIn = (event: FocusEvent) => {
      if (isTop() && event.target instanceof Node && !container.contains(event.target)) focusFirst();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      stack.splice(stack.indexOf(token), 1);
      unlockBodyScroll();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open, containerRef]);
}
