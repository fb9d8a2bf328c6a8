import type { components } from '@nusa/api-client/schema';

export type SocialSource = components['schemas']['SocialSource'];

export interface SocialIdentity {
  source: SocialSource;
  email: string;
  fullname: string;
  /** The provider's access or ID token, verified by the API. */
  token: string;
  /** The provider's profile object as its SDK returned it (kept for auditing, not trusted). */
  response: Record<string, unknown>;
}
