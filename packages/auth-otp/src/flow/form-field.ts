import type { FormikHandlers, FormikState } from 'formik';

type Form<V> = FormikState<V> & Pick<FormikHandlers, 'handleChange' | 'handleBlur'>;
type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** A field's error, once it was left or the form was sent: a field not reached yet is not marked wrong. */
export function fieldError<V>(form: FormikState<V>, name: keyof V & string): string | undefined {
  return form.touched[name] || form.submitCount > 0 ? (form.errors[name] as string | undefined) : undefined;
}

/** A text input's wiring to its formik form (value, change, blur, error). */
export function textFieldProps<V, K extends TextKeys<V>>(form: Form<V>, name: K) {
  return {
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: fieldError(form, name),
  };
}
