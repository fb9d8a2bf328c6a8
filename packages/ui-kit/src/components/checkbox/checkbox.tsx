import { type ComponentProps, type ReactNode, useId } from 'react';
import { describedBy, FieldError, FieldHint } from '../../internal/field';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** May contain links, e.g. "I agree to the <a>terms</a> and <a>privacy policy</a>". */
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  wrapperClassName?: string;
}

export function Checkbox({
  label,
  description,
  error,
  wrapperClassName,
  className,
  id: idProp,
  'aria-describedby': ariaDescribedBy,
  ref,
  ...inputProps
}: CheckboxProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  return (
    <div className={[styles.wrapper, wrapperClassName].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className={[styles.input, className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint: description, error, extra: ariaDescribedBy })}
          data-invalid={error ? true : undefined}
          {...inputProps}
        />
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      </div>
      {description ? <FieldHint id={id}>{description}</FieldHint> : null}
      {error ? <FieldError id={id}>{error}</FieldError> : null}
    </div>
  );
}
