// The detail page's own catalog (lingui.detail.config.ts → locales/detail.{id,en}.ts), loaded with the page.
import type { ReactNode } from 'react';
import { catalogLoader, WithCatalog } from '../catalog/lazy-catalog';

export const loadDetailMessages = catalogLoader({
  id: () => import('./locales/detail.id'),
  en: () => import('./locales/detail.en'),
});

/** Renders `children` once the detail catalog of the active language is loaded (page and stories). */
export function WithDetailCatalog({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <WithCatalog load={loadDetailMessages} fallback={fallback}>
      {children}
    </WithCatalog>
  );
}
