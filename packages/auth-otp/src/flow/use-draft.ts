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

/**
 * The country picker changes the calling code outside the form; this keeps the form's `countryCode` field (and
 * with it the phone length rule, 9 digits for 62 and 7 otherwise) in step, re-validating once the form was sent.
 */
export function useCountryCodeField(
  form: {
    setFieldValue: (field: 'countryCode', value: string, validate?: boolean) => unknown;
    submitCount: number;
  },
  code: string,
): void {
  const { setFieldValue, submitCount } = form;
  useEffect(() => {
    void setFieldValue('countryCode', code, submitCount > 0);
  }, [code, setFieldValue, submitCount]);
}
