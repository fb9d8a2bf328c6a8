import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useLogout } from './flow/use-session-port';

/** /logout and /product/logout: clears the session (store, cookies, member data) and goes home. */
export function LogoutPage() {
  const router = useRouter();
  const logout = useLogout();
  // Once per visit of the route.
  useEffect(() => {
    logout();
    void router.navigate({ href: '/', replace: true });
  }, []);
  return <main aria-busy="true" />;
}
export default LogoutPage;
