// Social sign-in through adapters (spec §1: facebook and googleplus). The real SDKs are loaded only when their
// client ids are configured; otherwise (development, tests, a fresh checkout) a local test identity provider
// stands in, whose tokens only the API's local provider accepts (never in production).
import type { SocialIdentity, SocialSource } from './types';

export type { SocialIdentity } from './types';

export interface SocialProvider {
  source: SocialSource;
  /** `local`: the development stand-in; the UI then asks for a test identity. */
  kind: 'sdk' | 'local';
  signIn(): Promise<SocialIdentity>;
}

export interface SocialConfig {
  googleClientId?: string | undefined;
  facebookAppId?: string | undefined;
}

/**
 * The local test identity provider of the API (development only, when a provider has no client id): POST
 * /__dev/social-token mints a short-lived token that the API's local provider accepts, with the profile a
 * real SDK would hand over. Production builds configure the real SDKs and never call this.
 */
export async function mintLocalIdentity(
  source: SocialSource,
  email: string,
  fullname: string,
  baseUrl = '',
): Promise<SocialIdentity> {
  const response = await fetch(`${baseUrl}/__dev/social-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ source, email, fullname }),
  });
  if (!response.ok) throw new Error(`local identity provider answered ${response.status}`);
  const { data } = (await response.json()) as {
    data: { token: string; response: Record<string, unknown>; fullname: string | null; email: string };
  };
  return {
    source,
    email: data.email,
    fullname: data.fullname ?? fullname,
    token: data.token,
    response: data.response,
  };
}

/** Providers for the two buttons; the SDK-backed ones are imported on first use. */
export function socialProviders(
  config: SocialConfig,
  askLocal: (source: SocialSource) => Promise<SocialIdentity>,
): Record<SocialSource, SocialProvider> {
  const local = (source: SocialSource): SocialProvider => ({
    source,
    kind: 'local',
    signIn: () => askLocal(source),
  });
  return {
    facebook: config.facebookAppId
      ? {
          source: 'facebook',
          kind: 'sdk',
          signIn: () => import('./facebook').then((m) => m.facebookSignIn(config.facebookAppId as string)),
        }
      : local('facebook'),
    googleplus: config.googleClientId
      ? {
          source: 'googleplus',
          kind: 'sdk',
          signIn: () => import('./google').then((m) => m.googleSignIn(config.googleClientId as string)),
        }
      : local('googleplus'),
  };
}
