// The payments operations (tag carts in the contract): paying for a cart, following a payment, and the gateway's
// notification.
import { notificationHandlers } from './notification-handlers.ts';
import { paymentHandlers } from './payment-handlers.ts';

export const paymentsHandlers = { ...paymentHandlers, ...notificationHandlers };
