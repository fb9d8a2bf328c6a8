import { type ComponentType, lazy, type ReactElement, Suspense, useEffect } from 'react';
import { WithAccountCatalog } from './account-catalog';

/**
 * An account page as the shell binds it: a tiny chunk (no stylesheet, no view code) that waits for the copy and the
 * view, fetched side by side. The shell's entry lists every file a page's chunk imports, for preloading, so a page
 * chunk that imported its view directly would write a dozen file names per account route into the first route's
 * JavaScript (checkout found the same; see packages/checkout/src/checkout-page.tsx).
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  /** Starts the view's first query meanwhile (./prefetch.ts), for the pages whose first content is data. */
  usePrefetch: () => void = () => {},
): () => ReactElement {
  const View = lazy(load);
  return function AccountPage() {
    useEffect(() => {
      void load();
    }, []);
    usePrefetch();
    const waiting = <main aria-busy="true" />;
    return (
      <WithAccountCatalog fallback={waiting}>
        <Suspense fallback={waiting}>
          <View />
        </Suspense>
      </WithAccountCatalog>
    );
  };
}
