import { json } from '@nusa/test-kit/fake-fetch';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../client';
import { installTestClient } from '../test/install-test-client';
import { logout } from './members';

afterEach(() => setApiClient(undefined));

describe('logout', () => {
  it('revokes the token it is given, even once the session the client reads is gone', async () => {
    const { fake } = installTestClient(
      { getToken: () => null },
      json({ data: { success: true, message: 'Signed out.' } }),
    );
    await logout('old-token');
    const request = fake.last();
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/members/auth/logout');
    expect(request.headers.get('Authorization')).toBe('Bearer old-token');
  });
});
