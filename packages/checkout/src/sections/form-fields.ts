import type { FormikProps } from 'formik';
import type { CheckoutValues } from '../model/checkout-form';

export type CheckoutFormik = FormikProps<CheckoutValues>;
type TextKeys = {
  [K in keyof CheckoutValues]: CheckoutValues[K] extends string ? K : never;
}[keyof CheckoutValues];

/** A field's error once it was left or the form was sent: a field not reached yet is not marked wrong. */
export function fieldError(form: CheckoutFormik, name: keyof CheckoutValues): string | undefined {
  return form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined;
}

/** A text input's wiring to the form (value, change, blur, error). */
export function textFieldProps(form: CheckoutFormik, name: TextKeys) {
  return {
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: fieldError(form, name),
  };
}
