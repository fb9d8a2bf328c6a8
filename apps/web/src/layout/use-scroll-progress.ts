import { type RefObject, useEffect } from 'react';

/** Spec §9 "Header transition 350 px". */
export const HEADER_TRANSITION_PX = 350;

/**
 * Writes how far the page has scrolled through the first `distance` pixels (0..1) to the element as the CSS
 * variable --scroll-progress, and data-solid="true" once it is through. Written straight to the DOM from a
 * passive listener, at most once per frame, so scrolling never re-renders React.
 */
export function useScrollProgress(ref: RefObject<HTMLElement | null>, distance = HEADER_TRANSITION_PX): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const raf =
      window.requestAnimationFrame?.bind(window) ?? ((cb: FrameRequestCallback) => setTimeout(cb, 16));
    const cancel = window.cancelAnimationFrame?.bind(window) ?? clearTimeout;
    let frame: number | ReturnType<typeof setTimeout> | 0 = 0;
    const update = () => {
      frame = 0;
      const progress = Math.min(1, Math.max(0, window.scrollY / distance));
      el.style.setProperty('--scroll-progress', progress.toFixed(3));
      el.dataset.solid = String(progress >= 1);
    };
    const onScroll = () => {
      if (!frame) frame = raf(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancel(frame as number);
    };
  }, [ref, distance]);
}
