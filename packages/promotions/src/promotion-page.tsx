// The Register declaration, which types the route ids below.
import type {} from '@nusa/router/router';
import { useMatch } from '@nusa/router/react';
import { PromotionDetailView } from './detail/promotion-detail';
import { PromotionsView } from './list/promotions-view';
import { WithPromotionsCatalog } from './promotions-catalog';

/** The native app's web view of the promotions (spec §2): no header, download banner or bottom navigation. */
const MOBILE_ROUTE = '/promotions/mobiles/{-$slug}';

/**
 * One promotion: bound to `/promotions/$slug` and to the app's web view `/promotions/mobiles/{-$slug}` by apps/web
 * (src/pages.ts); the web view without a slug is the list. Lazy, with its copy: nothing here is on the first route.
 */
export function PromotionPage() {
  const route = useMatch({
    strict: false,
    select: (match) => ({ id: match.routeId, slug: (match.params as { slug?: string }).slug }),
  });
  const embedded = route.id === MOBILE_ROUTE;
  return (
    // Busy while the copy loads, so the server's loading shell stays over the page.
    <WithPromotionsCatalog fallback={<main aria-busy="true" />}>
      {route.slug ? (
        <PromotionDetailView key={route.slug} slug={route.slug} embedded={embedded} />
      ) : (
        <PromotionsView embedded={embedded} />
      )}
    </WithPromotionsCatalog>
  );
}

export default PromotionPage;
