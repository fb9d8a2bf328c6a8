import type { ReactNode } from 'react';
import { WithCatalog } from '../catalog/lazy-catalog';
import { loadResultsMessages } from './results-catalog';

/** Renders `children` once the results catalog of the active language is loaded (page and stories). */
export function WithResultsCatalog({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <WithCatalog load={loadResultsMessages} fallback={fallback}>
      {children}
    </WithCatalog>
  );
}
