// Mounted once by the shell's layout. Renders nothing until something asks for the sign-in modal
// (openAuth, `?login=1`); then loads the auth flow (modals, forms, copy) on demand.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { authPromptStore, closeAuth } from './auth-prompt';

const AuthFlow = lazy(() => import('./flow/auth-flow-host'));

export function AuthHost() {
  const prompt = useSyncExternalStore(authPromptStore.subscribe, authPromptStore.get, () => null);
  if (!prompt) return null;
  return (
    <Suspense fallback={null}>
      <AuthFlow prompt={prompt} onClose={closeAuth} />
    </Suspense>
  );
}

export default AuthHost;
