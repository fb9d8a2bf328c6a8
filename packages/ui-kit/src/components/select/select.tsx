import { type ComponentProps, type ReactNode, useId } from 'react';
import { describedBy, FieldError, FieldHint, fieldStyles, RequiredMark } from '../../internal/field';
import { Icon } from '../icon/icon';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentProps<'select'> {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** Options as data; `children` (<option>/<optgroup>) works too and is rendered after these. */
  options?: SelectOption[];
  /** Text of an empty, unselectable first option shown until the user picks. */
  placeholder?: string;
  wrapperClassName?: string;
}

export function Select({
  label,
  hideLabel = false,
  hint,
  error,
  options,
  placeholder,
  wrapperClassName,
  className,
  id: idProp,
  required,
  disabled,
  value,
  defaultValue,
  children,
  'aria-describedby': ariaDescribedBy,
  ref,
  ...selectProps
}: SelectProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const initial =
    placeholder !== undefined && value === undefined && defaultValue === undefined ? '' : defaultValue;
  return (
    <div className={[fieldStyles.field, wrapperClassName].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'nusa-visually-hidden' : fieldStyles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <div
        className={[fieldStyles.control, styles.control].join(' ')}
        data-invalid={error ? true : undefined}
        data-disabled={disabled || undefined}
      >
        <select
          ref={ref}
          id={id}
          className={[styles.select, className].filter(Boolean).join(' ')}
          required={required}
          disabled={disabled}
          value={value}
          defaultValue={initial}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error, extra: ariaDescribedBy })}
          {...selectProps}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <Icon name="chevron-down" size={20} className={styles.chevron} />
      </div>
      {hint ? <FieldHint id={id}>{hint}</FieldHint> : null}
      {error ? <FieldError id={id}>{error}</FieldError> : null}
    </div>
  );
}
