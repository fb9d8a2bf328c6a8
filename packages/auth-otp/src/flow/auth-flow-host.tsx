// The flow wired to the app: API client, store, router. Loaded on demand by <AuthHost/> and the auth pages.
import { useRouter } from '@nusa/router/react';
import { useMemo } from 'react';
import type { AuthPrompt } from '../auth-prompt';
import { httpAuthApi } from './auth-api';
import { AuthFlow } from './auth-flow';
import { envAuthConfig } from './config';
import { useSessionPort } from './use-session-port';
import { WithAuthCatalog } from './with-auth-catalog';

export function AuthFlowHost({ prompt, onClose }: { prompt: AuthPrompt; onClose: () => void }) {
  const router = useRouter();
  const session = useSessionPort();
  const config = useMemo(envAuthConfig, []);
  return (
    <WithAuthCatalog>
      <AuthFlow
        prompt={prompt}
        onClose={onClose}
        api={httpAuthApi}
        config={config}
        session={session}
        navigate={(href) => void router.navigate({ href, replace: prompt.host === 'page' })}
      />
    </WithAuthCatalog>
  );
}

export default AuthFlowHost;
