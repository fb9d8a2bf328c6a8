// Who is told about a submitted form, and how often one client may submit, read from the environment. The
// addresses are inboxes of our own teams (not secrets), so they have defaults; a deployment points them at the
// real ones. SMTP itself (or the local outbox) is the members module's delivery configuration.
import type { RateLimit } from '../members/config.ts';

export interface FormsConfig {
  /** PARTNERSHIP_EMAIL: receives every "be our partner" application. */
  partnershipEmail: string;
  /** CUSTOMER_SERVICE_EMAIL: receives every Citilink flight e-form, and answers the customer. */
  customerServiceEmail: string;
  /**
   * Submissions of each form per client IP. A person sends a form once or twice; the budget stops one client from
   * filling our tables and our teams' inboxes, not an honest retry after a failed request.
   */
  perIp: RateLimit;
}

export const DEFAULT_FORMS_PER_IP: RateLimit = { limit: 10, windowSeconds: 3600 };

// Deliberately loose: a typo here would only misroute our own mail, and SMTP refuses what it cannot deliver.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailOf(value: string | undefined, fallback: string, name: string): string {
  const address = value?.trim();
  if (!address) return fallback;
  if (!EMAIL.test(address)) throw new Error(`${name} must be an e-mail address, got ${address}`);
  return address;
}

export function loadFormsConfig(env: NodeJS.ProcessEnv): FormsConfig {
  return {
    partnershipEmail: emailOf(env.PARTNERSHIP_EMAIL, 'partnership@nusastay.id', 'PARTNERSHIP_EMAIL'),
    customerServiceEmail: emailOf(env.CUSTOMER_SERVICE_EMAIL, 'cs@nusastay.id', 'CUSTOMER_SERVICE_EMAIL'),
    perIp: DEFAULT_FORMS_PER_IP,
  };
}
