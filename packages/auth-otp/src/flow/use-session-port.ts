import { logout, memberScopedKeys } from '@nusa/api-client/queries/members';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { memberActions } from '../member-slice';
import { clearSessionCookies, readSessionToken, writeSessionToken } from '../session-cookies';
import type { SessionPort } from './auth-flow';

/** The real session: JASMINE_TOKEN cookie + the member slice. */
export function useSessionPort(): SessionPort {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      signedIn: (token, { welcome }) => {
        writeSessionToken(token.token, token.expires_in);
        dispatch(memberActions.signedIn({ token: token.token, user: null, welcome }));
      },
      setUser: (user) => dispatch(memberActions.setUser(user)),
      setWelcome: (welcome) => dispatch(memberActions.setWelcome(welcome)),
    }),
    [dispatch],
  );
}

/** Logout (spec §4): user, token, the login cookies and every cached answer that belonged to the member. */
export function useLogout(): () => void {
  const dispatch = useDispatch();
  const queryClient = useQueryClient();
  return () => {
    const token = readSessionToken();
    // Revoke the token on the server too (best effort: the local logout below happens regardless).
    if (token) logout(token).catch(() => undefined);
    clearSessionCookies();
    dispatch(memberActions.loggedOut());
    for (const queryKey of memberScopedKeys) queryClient.removeQueries({ queryKey: [...queryKey] });
  };
}
