// /login and /register: the page hosts the same modal as everywhere else.
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@nusa/router/react';
import { useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { safeRedirect } from '@nusa/router/search';
import { type AuthView, REDIRECT_PARAM } from '../auth-prompt';
import type { MemberState } from '../member-slice';
import { readSessionToken } from '../session-token';
import styles from './auth.module.css';
import { AuthFlowHost } from './auth-flow-host';
import { WithAuthCatalog } from './with-auth-catalog';

function Heading({ view }: { view: AuthView }) {
  const { t } = useLingui();
  return <h1 className="nusa-visually-hidden">{view === 'register' ? t`Daftar` : t`Masuk`}</h1>;
}

export function AuthRoutePage({ view }: { view: AuthView }) {
  const router = useRouter();
  const raw = router.state.location.search as Record<string, unknown>;
  const value = raw[REDIRECT_PARAM];
  const redirect = safeRedirect(typeof value === 'string' ? value : null) ?? '/';
  const signedIn =
    useSelector((s: { member?: MemberState }) => Boolean(s.member?.token)) && Boolean(readSessionToken());
  // Only the state on arrival counts: a sign-in inside the flow continues through the flow (welcome modal,
  // force_otp, then the redirect), which must not be unmounted midway.
  const [signedInOnArrival] = useState(signedIn);
  const prompt = useMemo(() => ({ view, redirect, host: 'page' as const }), [view, redirect]);

  // Already signed in (e.g. the back button to /login): continue instead of asking again. `redirect` is any
  // same-origin path the visitor came from (checked by safeRedirect), not a route of ours: only an href says it.
  useEffect(() => {
    if (signedInOnArrival) void router.navigate({ href: redirect, replace: true });
  }, [signedInOnArrival, redirect, router]);

  return (
    <main className={styles.page}>
      <WithAuthCatalog>
        <Heading view={view} />
      </WithAuthCatalog>
      {signedInOnArrival ? null : (
        <AuthFlowHost
          prompt={prompt}
          onClose={() => {
            // Closed without signing in: leave the auth page. After a sign-in the flow navigates itself.
            if (!readSessionToken()) void router.navigate({ to: '/', replace: true });
          }}
        />
      )}
    </main>
  );
}
