// The check-token call, loaded on demand by the route-change check (auth-shell.ts).
import { checkToken } from '@nusa/api-client/queries/members';
import { isApiError } from '@nusa/api-client/errors';
import type { Member } from './member-slice';
import { clearSessionCookies } from './session-cookies';

export async function runTokenCheck(token: string): Promise<{ user?: Member; invalid?: boolean }> {
  try {
    const answer = await checkToken(token);
    return { user: answer.data };
  } catch (error) {
    // 401: invalid or expired; 403: the account is no longer active. Both end the session. Network errors
    // and 5xx keep it (the next route change retries).
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      clearSessionCookies();
      return { invalid: true };
    }
    return {};
  }
}
