// Google Identity Services: the API verifies an ID token (issuer, audience, signature), so the app asks GIS
// for a credential (One Tap / automatic sign-in prompt) and reads the name and e-mail from its payload.
import { loadScript } from '@nusa/ui-kit/load-script';
import type { SocialIdentity } from './types';

interface GoogleId {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    cancel_on_tap_outside?: boolean;
  }): void;
  prompt(listener?: (n: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void): void;
}

function decodePayload(jwt: string): Record<string, unknown> {
  const part = jwt.split('.')[1] ?? '';
  const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
}

export async function googleSignIn(clientId: string): Promise<SocialIdentity> {
  await loadScript('https://accounts.google.com/gsi/client', 'google-gsi');
  const id = (globalThis as { google?: { accounts: { id: GoogleId } } }).google?.accounts.id;
  if (!id) throw new Error('Google Identity Services did not load');
  const credential = await new Promise<string>((resolve, reject) => {
    id.initialize({
      client_id: clientId,
      cancel_on_tap_outside: true,
      callback: (r) => (r.credential ? resolve(r.credential) : reject(new Error('no credential'))),
    });
    id.prompt((n) => {
      if (n.isNotDisplayed() || n.isSkippedMoment())
        reject(new Error('Google sign-in was not shown or skipped'));
    });
  });
  const profile = decodePayload(credential);
  if (typeof profile.email !== 'string') throw new Error('Google returned no e-mail');
  return {
    source: 'googleplus',
    email: profile.email,
    fullname: typeof profile.name === 'string' ? profile.name : '',
    token: credential,
    response: { sub: profile.sub, email: profile.email, name: profile.name },
  };
}
