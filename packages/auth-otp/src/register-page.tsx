import { AuthRoutePage } from './flow/auth-route-page';

/** /register: the register modal on its own route (sessionStorage email_for_register prefills the e-mail). */
export function RegisterPage() {
  return <AuthRoutePage view="register" />;
}
export default RegisterPage;
