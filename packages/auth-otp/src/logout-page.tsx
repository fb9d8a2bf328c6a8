import { useRouter } from '@nusa/router/react';
import { useEffect } from 'react';
import { useLogout } from './flow/use-session-port';

/** /logout and /product/logout: clears the session (store, cookies, member data) and goes home. */
export function LogoutPage() {
  const router = useRouter();
  const logout = useLogout();
  // Once per visit of the route.
  useEffect(() => {
    logout();
    void router.navigate({ to: '/', replace: true });
  }, []);
  return <main aria-busy="true" />;
}
export default LogoutPage;
