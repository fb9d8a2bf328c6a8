// Rendering a long page in two passes: what the visitor sees first, then the rest (issue 14).
import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, then true in a transition. A page renders what is above the fold first and the
 * sections below it once this turns true: React renders a transition in short slices, and the first commit (its DOM,
 * its layout) is smaller, instead of one long task that holds back the first paint and blocks input on a slow phone
 * (Lighthouse's TBT). Used by the hotel detail page and the booking form.
 */
export function useAfterFirstRender(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown;
}
