import { PromotionsView } from './list/promotions-view';
import { WithPromotionsCatalog } from './promotions-catalog';

/**
 * Promo: bound to `/promotions` by apps/web (src/pages.ts). Lazy, with its copy: nothing here is on the first
 * route.
 */
export function PromotionsPage() {
  return (
    // Busy while the copy loads, so the server's loading shell stays over the page.
    <WithPromotionsCatalog fallback={<main aria-busy="true" />}>
      <PromotionsView />
    </WithPromotionsCatalog>
  );
}

export default PromotionsPage;
