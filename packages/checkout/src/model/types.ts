// The contract's shapes this feature works with (generated from openapi/, never written by hand).
import type { components } from '@nusa/api-client/schema';

type Schemas = components['schemas'];
export type Cart = Schemas['Cart'];
export type CartBody = Schemas['CartResponse'];
export type StayItem = Schemas['StayItem'];
export type Payment = Schemas['Payment'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type PaymentChannel = Schemas['PaymentChannel'];
export type PaymentGuide = Schemas['PaymentGuide'];
export type PersonTitle = Schemas['PersonTitle'];
export type Member = Schemas['Member'];
