// The frame of the auth stories, for the kit's story runner. Lingui comes from Storybook's preview (apps/storybook);
// the auth copy is this package's lazy catalog, loaded here as the app loads it.
import type { ReactNode } from 'react';
import { WithAuthCatalog } from '../flow/with-auth-catalog';

export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <WithAuthCatalog>
      <div style={{ maxWidth: 480, padding: 16 }}>{children}</div>
    </WithAuthCatalog>
  );
}
