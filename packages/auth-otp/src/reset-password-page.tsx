import { useRouter } from '@nusa/router/react';
import { openAuth } from './auth-prompt';
import { httpAuthApi } from './flow/auth-api';
import { ResetPasswordView } from './flow/reset-password-view';
import { WithAuthCatalog } from './flow/with-auth-catalog';

const param = (search: Record<string, unknown>, key: string) => {
  const v = search[key];
  return typeof v === 'string' && v ? v : typeof v === 'number' ? String(v) : null;
};

/** /reset-password?token=…&email=…: the page the password-reset e-mail links to. */
export function ResetPasswordPage() {
  const router = useRouter();
  const search = router.state.location.search as Record<string, unknown>;
  return (
    <WithAuthCatalog>
      <ResetPasswordView
        token={param(search, 'token')}
        email={param(search, 'email')}
        api={httpAuthApi}
        onSignIn={() => openAuth({ view: 'signIn', redirect: '/' })}
        onForgot={() => openAuth({ view: 'forgot' })}
      />
    </WithAuthCatalog>
  );
}
export default ResetPasswordPage;
