// The flow wired to the app: API client and query cache, store, router. Loaded on demand by <AuthHost/> and
// the auth pages.
import { useRouter } from '@nusa/router/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AuthPrompt } from '../auth-prompt';
import { httpAuthApiWith } from './auth-api';
import { AuthFlow } from './auth-flow';
import { envAuthConfig } from './config';
import { useSessionPort } from './use-session-port';
import { WithAuthCatalog } from './with-auth-catalog';

export function AuthFlowHost({ prompt, onClose }: { prompt: AuthPrompt; onClose: () => void }) {
  const router = useRouter();
  const session = useSessionPort();
  const config = useMemo(envAuthConfig, []);
  const queryClient = useQueryClient();
  const api = useMemo(() => httpAuthApiWith(queryClient), [queryClient]);
  return (
    <WithAuthCatalog>
      <AuthFlow
        prompt={prompt}
        onClose={onClose}
        api={api}
        config={config}
        session={session}
        navigate={(href) => void router.navigate({ href, replace: prompt.host === 'page' })}
      />
    </WithAuthCatalog>
  );
}

export default AuthFlowHost;
