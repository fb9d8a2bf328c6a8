import { AuthRoutePage } from './flow/auth-route-page';

/** /login: the sign-in modal on its own route; `?redirect=/path` continues there after signing in. */
export function LoginPage() {
  return <AuthRoutePage view="signIn" />;
}
export default LoginPage;
