// Handlers of the `carts` tag's cart operations (openapi/paths/carts.yaml: createCart, getCart, updateCart,
// applyPromoCode, addSpecialRequest; payments are the payments module's). Business rules: apps/api/README.md,
// "Checkout: carts, holds and promo codes". Never log what these handlers receive: the contact holds e-mails and
// phone numbers.
import { defineHandlers } from '../../contract/handlers.ts';
import { cartHandlers as cartOperations } from './cart-handlers.ts';

export const cartHandlers = defineHandlers({ ...cartOperations });
