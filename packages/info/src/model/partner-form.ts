// The "be our partner" form (spec §3 "Partner form"): its values, the validation rules (the same the API checks:
// the contract's PartnerApplication plus apps/api modules/forms), the request it becomes, and the server's field
// errors mapped back onto it. Pure: the copy comes from the caller, translated there (../form-messages.ts).
import type { submitPartnerApplication } from '@nusa/api-client/queries/partners';
import { object, string } from 'yup';
import { type FormMessages, mapFieldErrors, phoneField, phoneOf, textField, WEBSITE } from './shared';

export type PartnerBody = Parameters<typeof submitPartnerApplication>[0];
export type ProductType = PartnerBody['product_type'];

/** In the spec's order. */
export const PRODUCT_TYPES: readonly ProductType[] = [
  'accommodation',
  'airline',
  'hotel',
  'tours_and_explore',
  'marketing',
];

export interface PartnerValues {
  companyName: string;
  address: string;
  phone: string;
  website: string;
  contactPerson: string;
  email: string;
  productType: ProductType | '';
  notes: string;
}

export const EMPTY_PARTNER: PartnerValues = {
  companyName: '',
  address: '',
  phone: '',
  website: '',
  contactPerson: '',
  email: '',
  productType: '',
  notes: '',
};

export const MAX_NOTES = 2000;

export function partnerSchema(m: FormMessages) {
  return object({
    companyName: textField(m, 150),
    address: textField(m, 500),
    phone: phoneField(m),
    website: string()
      .trim()
      .max(255, m.maxLength(255))
      .matches(WEBSITE, { message: m.website, excludeEmptyString: true }),
    contactPerson: textField(m, 100),
    email: string().trim().required(m.required).email(m.email).max(191, m.maxLength(191)),
    productType: string().required(m.productType),
    notes: string().max(MAX_NOTES, m.maxLength(MAX_NOTES)),
  });
}

/** The request; `captchaToken` is the solved widget's (absent when no captcha is configured). */
export function partnerRequestOf(values: PartnerValues, captchaToken?: string): PartnerBody {
  return {
    company_name: values.companyName.trim(),
    address: values.address.trim(),
    phone: phoneOf(values.phone),
    website: values.website.trim() || null,
    contact_person: values.contactPerson.trim(),
    email: values.email.trim(),
    product_type: values.productType as ProductType,
    notes: values.notes.trim() || null,
    ...(captchaToken ? { captcha_token: captchaToken } : {}),
  };
}

const FIELDS: Record<string, keyof PartnerValues> = {
  company_name: 'companyName',
  address: 'address',
  phone: 'phone',
  website: 'website',
  contact_person: 'contactPerson',
  email: 'email',
  product_type: 'productType',
  notes: 'notes',
};

/** The API's 422 field errors (`company_name`) as the form's (`companyName`); unknown fields are dropped. */
export const partnerErrorsOf = (fieldErrors: Record<string, string[]>) => mapFieldErrors(fieldErrors, FIELDS);
