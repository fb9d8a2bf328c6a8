// Facebook JavaScript SDK → access token + name and e-mail from the Graph API.
import { loadScript } from '@nusa/ui-kit/load-script';
import type { SocialIdentity } from './types';

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(
    callback: (r: { authResponse?: { accessToken: string } | null; status?: string }) => void,
    options: { scope: string },
  ): void;
  api(path: string, params: Record<string, string>, callback: (r: Record<string, unknown>) => void): void;
}

let initialized = false;

export async function facebookSignIn(appId: string): Promise<SocialIdentity> {
  await loadScript('https://connect.facebook.net/en_US/sdk.js', 'facebook-jssdk');
  const FB = (globalThis as { FB?: FacebookSdk }).FB;
  if (!FB) throw new Error('Facebook SDK did not load');
  if (!initialized) {
    FB.init({ appId, version: 'v19.0', cookie: false, xfbml: false });
    initialized = true;
  }
  const token = await new Promise<string>((resolve, reject) =>
    FB.login(
      (r) =>
        r.authResponse ? resolve(r.authResponse.accessToken) : reject(new Error(r.status ?? 'cancelled')),
      { scope: 'public_profile,email' },
    ),
  );
  const profile = await new Promise<Record<string, unknown>>((resolve) =>
    FB.api('/me', { fields: 'id,name,email' }, resolve),
  );
  if (typeof profile.email !== 'string') throw new Error('Facebook returned no e-mail');
  return {
    source: 'facebook',
    email: profile.email,
    fullname: typeof profile.name === 'string' ? profile.name : '',
    token,
    response: profile,
  };
}
