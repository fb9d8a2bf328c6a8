import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import { addSpecialRequest, updateCart } from '@nusa/api-client/queries/carts';
import { Link } from '@nusa/router/react';
import { Button } from '@nusa/ui-kit/button';
import { TermsConsent, termsConsentLabels } from '@nusa/ui-kit/terms-consent';
import { CountryPicker } from '@nusa/ui-kit/country-picker';
import { useFormik } from 'formik';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styles from './checkout.module.css';
import { checkoutMessages } from './messages';
import {
  type CheckoutValues,
  cartUpdateOf,
  checkoutSchema,
  formErrorsOf,
  initialValues,
  specialRequestOf,
} from './model/checkout-form';
import { localDeadline } from './model/countdown';
import { readDraft, writeDraft } from './model/session-store';
import type { Cart, CartBody, Member } from './model/types';
import { BookingReview } from './sections/booking-review';
import { ContactSection, GuestSection } from './sections/contact-section';
import { fieldError } from './sections/form-fields';
import { PriceDetails } from './sections/price-details';
import { PromoCode } from './sections/promo-code';
import { SpecialRequests } from './sections/special-requests';
import { useCountry } from './use-country';

export interface CheckoutFormProps {
  cart: Cart;
  /** When the cart's answer arrived (TanStack Query's dataUpdatedAt), to keep the draft only while the hold lasts. */
  receivedAt: number;
  /** The signed-in member, whose profile fills the contact of a new checkout. */
  member: Member | undefined;
  /** A newer cart answered by the API (saved details, a promo applied). */
  onCart: (body: CartBody) => void;
  /** 409: the cart is no longer active (the hold ended, or it was paid elsewhere); the page reads it again. */
  onInactive: () => void;
  /** The details are saved: on to the payment methods. */
  onContinue: () => void;
}

/**
 * The checkout's one form, sections in the spec's order: booking review, contact details, booking for someone
 * else, special requests, promo code, price details, the terms and the pay button. What the member types is kept
 * as a draft of this cart (a reload, a failed request or going back finds it again); "Bayar" saves the details
 * (special requests, then contact, guest and terms) and moves on to the payment methods.
 */
export function CheckoutForm({
  cart,
  receivedAt,
  member,
  onCart,
  onInactive,
  onContinue,
}: CheckoutFormProps) {
  const { t, i18n } = useLingui();
  const ids = {
    review: useId(),
    contact: useId(),
    guest: useId(),
    requests: useId(),
    promo: useId(),
    prices: useId(),
  };
  // Built at the first validation (Formik calls a schema function when it validates), not in the first render:
  // making the Yup schema took a 4x-slowed phone some 22 ms of the page's first render task (Lighthouse's TBT).
  const schema = useMemo(() => {
    let built: ReturnType<typeof checkoutSchema> | undefined;
    return () => {
      if (!built) built = checkoutSchema(checkoutMessages(i18n));
      return built;
    };
  }, [i18n]);
  const [initial] = useState(() => {
    const start = initialValues(cart, member);
    return readDraft(cart.id, start) ?? start;
  });
  const [formError, setFormError] = useState<string>();
  const [picking, setPicking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const form = useFormik<CheckoutValues>({
    initialValues: initial,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFormError(undefined);
      try {
        await addSpecialRequest(cart.id, specialRequestOf(values));
        onCart(await updateCart(cart.id, cartUpdateOf(values)));
        onContinue();
      } catch (error) {
        if (isApiError(error) && error.status === 409) return onInactive();
        const fields = isApiError(error) && error.status === 422 ? formErrorsOf(error.fieldErrors) : {};
        if (Object.keys(fields).length) return helpers.setErrors(fields);
        setFormError(
          isApiError(error) && error.status >= 400 && error.status < 500
            ? error.message
            : t`Terjadi kesalahan. Data yang Anda isi tetap tersimpan; coba lagi.`,
        );
      }
    },
  });

  const { values, submitCount, isSubmitting, errors, setFieldValue } = form;
  const deadline = localDeadline(cart.expires_at, cart.server_time, receivedAt);
  useEffect(() => {
    writeDraft(cart.id, values, deadline);
  }, [cart.id, values, deadline]);

  // A refused "Bayar" (the rules or the server's field errors) takes the member to the first field to fix.
  const lastSubmit = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === lastSubmit.current || !Object.keys(errors).length) return;
    lastSubmit.current = submitCount;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [isSubmitting, submitCount, errors]);

  const country = useCountry(values.countryCode, values.countryIso, i18n.locale);
  const item = cart.items[0];

  return (
    <form ref={formRef} className={styles.stack} onSubmit={form.handleSubmit} noValidate>
      {item ? <BookingReview item={item} headingId={ids.review} /> : null}
      <ContactSection
        form={form}
        country={country}
        onPickCountry={() => setPicking(true)}
        headingId={ids.contact}
      />
      <GuestSection form={form} headingId={ids.guest} />
      <SpecialRequests form={form} headingId={ids.requests} />
      <PromoCode cart={cart} onCart={onCart} onInactive={onInactive} headingId={ids.promo} />
      <PriceDetails cart={cart} headingId={ids.prices} />
      <TermsConsent
        name="terms"
        checked={values.terms}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={fieldError(form, 'terms')}
        required
        labels={termsConsentLabels((message) => i18n._(message))}
        renderLink={(document, link) => (
          <Link to={document === 'terms' ? '/terms-and-conditions' : '/privacy-and-policy'} {...link} />
        )}
      />
      {formError ? (
        <p role="alert" className={styles.error}>
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        <Trans>Bayar</Trans>
      </Button>
      <CountryPicker
        open={picking}
        selected={country.iso2}
        locale={i18n.locale}
        onClose={() => setPicking(false)}
        onSelect={(picked) => {
          setPicking(false);
          void setFieldValue('countryIso', picked.iso2, false);
          void setFieldValue('countryCode', picked.callingCode, submitCount > 0);
        }}
        labels={{
          title: t`Pilih kode negara`,
          close: t`Tutup`,
          search: t`Cari negara atau kode`,
          list: t`Daftar negara`,
          loading: t`Memuat…`,
          empty: t`Negara tidak ditemukan`,
          failed: t`Daftar negara gagal dimuat. Coba lagi.`,
        }}
      />
    </form>
  );
}
