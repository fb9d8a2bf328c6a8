import { type ComponentProps, type ReactNode, useId } from 'react';
import { describedBy, FieldError, FieldHint, fieldStyles, RequiredMark } from '../../internal/field';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'size'> {
  /** Always rendered and tied to the input; use hideLabel to keep it for screen readers only. */
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Shown under the input, linked through aria-describedby, and sets aria-invalid. */
  error?: ReactNode;
  /** Content before the input, e.g. a search icon or a +62 prefix. */
  leading?: ReactNode;
  /** Content after the input, e.g. a clear button or a show/hide password toggle. */
  trailing?: ReactNode;
  /** Class for the outer wrapper; `className` goes to the input itself. */
  wrapperClassName?: string;
}

export function TextField({
  label,
  hideLabel = false,
  hint,
  error,
  leading,
  trailing,
  wrapperClassName,
  className,
  id: idProp,
  required,
  disabled,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const invalid = Boolean(error) || ariaInvalid === true || ariaInvalid === 'true';
  return (
    <div className={[fieldStyles.field, wrapperClassName].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'nusa-visually-hidden' : fieldStyles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <div
        className={fieldStyles.control}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
      >
        {leading ? <span className={styles.slot}>{leading}</span> : null}
        <input
          ref={ref}
          id={id}
          className={[styles.input, className].filter(Boolean).join(' ')}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(id, { hint, error, extra: ariaDescribedBy })}
          {...inputProps}
        />
        {trailing ? <span className={styles.slot}>{trailing}</span> : null}
      </div>
      {hint ? <FieldHint id={id}>{hint}</FieldHint> : null}
      {error ? <FieldError id={id}>{error}</FieldError> : null}
    </div>
  );
}
