// Stories get Lingui from Storybook's preview (apps/storybook); the auth copy is this package's lazy catalog,
// loaded here like the app loads it.
import type { ReactNode } from 'react';
import { WithAuthCatalog } from '../flow/with-auth-catalog';

export function StoryFrame({ children }: { children: ReactNode }) {
  return (
    <WithAuthCatalog>
      <div style={{ maxWidth: 480, padding: 16 }}>{children}</div>
    </WithAuthCatalog>
  );
}
