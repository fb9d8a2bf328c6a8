import { useEffect, useRef } from 'react';

/** Reports a form's values to the flow on every change, so switching screens never loses what was typed. */
export function useDraft<V>(values: V, onDraft: ((values: V) => void) | undefined): void {
  const report = useRef(onDraft);
  report.current = onDraft;
  useEffect(() => {
    report.current?.(values);
  }, [values]);
}

/** A server answer's field errors (first message each), renamed to the form's fields. */
export function fieldErrorsFrom(
  error: unknown,
  rename: Record<string, string> = {},
): Record<string, string> | undefined {
  const fields = (error as { fieldErrors?: Record<string, string[]> } | null)?.fieldErrors;
  if (!fields || !Object.keys(fields).length) return undefined;
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fields)) {
    const first = messages[0];
    if (first) out[rename[field] ?? field] = first;
  }
  return Object.keys(out).length ? out : undefined;
}
