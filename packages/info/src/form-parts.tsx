import { Trans, useLingui } from '@lingui/react/macro';
import { formatJakartaInstant } from '@nusa/i18n/instant';
import { DEFAULT_LANG, isLang } from '@nusa/i18n/languages';
import { Button } from '@nusa/ui-kit/button';
import type { FormikProps } from 'formik';
import { type ComponentProps, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import styles from './info.module.css';

/** A field's error once it was left or the form was sent: a field not reached yet is not marked wrong. */
export function errorOf<V>(form: FormikProps<V>, path: string): string | undefined {
  const touched = pathOf(form.touched, path);
  if (!touched && form.submitCount === 0) return undefined;
  const error = pathOf(form.errors, path);
  return typeof error === 'string' ? error : undefined;
}

function pathOf(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], value);
}

/** A text input's wiring to the form (value, change, blur, error) by its path (`passengers.0.name`). */
export function bind<V>(form: FormikProps<V>, path: string) {
  const value = pathOf(form.values, path);
  return {
    name: path,
    value: typeof value === 'string' ? value : '',
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: errorOf(form, path),
  };
}

/**
 * After a refused send (the rules or the server's field errors), focus goes to the first field to fix, so a
 * screen reader hears its message and nobody hunts for it on a long form.
 */
export function useFocusFirstError<V>(form: FormikProps<V>, formRef: RefObject<HTMLFormElement | null>) {
  const handled = useRef(0);
  const { isSubmitting, submitCount, errors } = form;
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current || Object.keys(errors).length === 0) return;
    handled.current = submitCount;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [isSubmitting, submitCount, errors, formRef]);
}

interface TextAreaProps extends ComponentProps<'textarea'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** ui-kit has no multi-line field yet: a labelled textarea with the fields' error wiring. */
export function TextArea({ label, error, hint, ...props }: TextAreaProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.state}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...props}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.meta}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * What a sent form answers: the reference to quote, when it arrived (Jakarta), a summary and what happens next.
 * Focused when shown, so the confirmation is read out and the keyboard starts from it.
 */
export function ReceiptView({
  title,
  reference,
  createdAt,
  children,
  next,
  onAnother,
}: {
  title: string;
  reference: string;
  createdAt: string;
  /** More facts (<dt>/<dd> pairs). */
  children?: ReactNode;
  next: ReactNode;
  onAnother: () => void;
}) {
  const { i18n } = useLingui();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const lang = isLang(i18n.locale) ? i18n.locale : DEFAULT_LANG;
  return (
    <section ref={ref} tabIndex={-1} className={styles.receipt} aria-labelledby="info-receipt-title">
      <h2 id="info-receipt-title" className={styles.sectionTitle}>
        {title}
      </h2>
      <dl className={styles.facts}>
        <dt>
          <Trans>Nomor referensi</Trans>
        </dt>
        <dd>
          <strong>{reference}</strong>
        </dd>
        <dt>
          <Trans>Diterima</Trans>
        </dt>
        <dd>{formatJakartaInstant(createdAt, lang)}</dd>
        {children}
      </dl>
      <p className={styles.text}>{next}</p>
      <Button variant="secondary" onClick={onAnother}>
        <Trans>Kirim formulir lain</Trans>
      </Button>
    </section>
  );
}
