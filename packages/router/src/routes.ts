// The route contract: every client route of spec §2, with param and search validation, and no components.
// apps/web binds each route to a lazily loaded page (see apps/web/src/pages.ts); features link to these
// routes with TanStack Router's typed <Link> thanks to the Register declaration in router.ts.
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router';
import {
  validateBookingSearch,
  validateCheckoutSearch,
  validateGlobalSearch,
  validateStaySearch,
} from './search';
import type { Session } from './session';

export interface RouterContext {
  queryClient: QueryClient;
  /** The member session (token, member id, changes) and the sign-in guard; see session.ts. */
  session: Session;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Behind the spec's `auth` middleware: a guest is asked to sign in first (RouterContext.session.guard). */
    guarded?: boolean;
  }
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  validateSearch: validateGlobalSearch,
});

const page = <P extends string>(path: P) => createRoute({ getParentRoute: () => rootRoute, path });
const stayPage = <P extends string>(path: P) =>
  createRoute({ getParentRoute: () => rootRoute, path, validateSearch: validateStaySearch });
/** The guard list is this: a route is guarded where it is declared, and the shell and auth-otp read it here. */
const guardedPage = <P extends string>(path: P) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: { guarded: true },
    beforeLoad: ({ context, location }) => context.session.guard(location),
  });

export const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/' });
export const aboutRoute = page('/about');
export const accountRoute = guardedPage('/account');
export const accountHistoryRoute = guardedPage('/account/history');
export const accountMyBookingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account/my-booking',
  validateSearch: validateBookingSearch,
  staticData: { guarded: true },
  beforeLoad: ({ context, location }) => context.session.guard(location),
});
export const accountPasswordRoute = guardedPage('/account/password');
export const accountProfileRoute = guardedPage('/account/profile');
export const accountReviewRoute = guardedPage('/account/review');
export const accountReviewProductRoute = guardedPage('/account/review/$product/{-$id}');
export const beOurPartnerRoute = page('/be-our-partner');
export const checkoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/checkout',
  validateSearch: validateCheckoutSearch,
  staticData: { guarded: true },
  beforeLoad: ({ context, location }) => context.session.guard(location),
});
export const downloadRoute = page('/download');
export const eformCitilinkRoute = page('/eform-citilink');
export const faqRoute = page('/faq');
export const favoriteRoute = guardedPage('/favorite');
export const favoriteV3Route = guardedPage('/favorite-v3');
export const hotelRoute = stayPage('/hotel');
export const loginRoute = page('/login');
export const logoutRoute = page('/logout');
export const productLogoutRoute = page('/product/logout');
export const privacyRoute = page('/privacy-and-policy');
export const promotionsRoute = page('/promotions');
export const promotionsMobileRoute = page('/promotions/mobiles/{-$slug}');
export const promotionRoute = page('/promotions/$slug');
export const registerRoute = page('/register');
export const resetPasswordRoute = page('/reset-password');
export const termsRoute = page('/terms-and-conditions');
export const travelfairRoute = page('/travelfair');
export const updatePasswordRoute = page('/update-password');
export const hotelPoiRoute = stayPage('/hotel/poi/{-$slug}');
export const hotelSearchRoute = stayPage('/hotel/search/{-$slug}');
export const hotelCityRoute = stayPage('/hotel/city/{-$cityId}/$cityName');
export const hotelCityAreaRoute = stayPage('/hotel/city/{-$cityId}/{-$cityName}/area/$slugArea');
export const hotelGroupRoute = stayPage('/hotel/group/{-$slug}/{-$groupId}');
export const hotelProductRoute = stayPage('/hotel/product/{-$country}/{-$city}/{-$area}/{-$slug}/{-$id}');

/**
 * Old-style detail URL /hotel/{country}/{city}/{area}/{slug}/{id}. The server answers 302 to /hotel/product/...;
 * this client-side redirect covers in-app navigation to such a link.
 */
export const hotelLegacyDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/hotel/$country/{-$city}/{-$area}/{-$slug}/{-$id}',
  beforeLoad: ({ params, location }) => {
    const parts = [params.country, params.city, params.area, params.slug, params.id].filter(Boolean);
    throw redirect({ href: `/hotel/product/${parts.join('/')}${location.searchStr ?? ''}`, statusCode: 302 });
  },
});

/** Routes that render a page; the shell must bind each one (a missing binding is a type error). */
export const pageRoutes = {
  home: homeRoute,
  about: aboutRoute,
  account: accountRoute,
  accountHistory: accountHistoryRoute,
  accountMyBooking: accountMyBookingRoute,
  accountPassword: accountPasswordRoute,
  accountProfile: accountProfileRoute,
  accountReview: accountReviewRoute,
  accountReviewProduct: accountReviewProductRoute,
  beOurPartner: beOurPartnerRoute,
  checkout: checkoutRoute,
  download: downloadRoute,
  eformCitilink: eformCitilinkRoute,
  faq: faqRoute,
  favorite: favoriteRoute,
  favoriteV3: favoriteV3Route,
  hotel: hotelRoute,
  login: loginRoute,
  logout: logoutRoute,
  productLogout: productLogoutRoute,
  privacy: privacyRoute,
  promotions: promotionsRoute,
  promotionsMobile: promotionsMobileRoute,
  promotion: promotionRoute,
  register: registerRoute,
  resetPassword: resetPasswordRoute,
  terms: termsRoute,
  travelfair: travelfairRoute,
  updatePassword: updatePasswordRoute,
  hotelPoi: hotelPoiRoute,
  hotelSearch: hotelSearchRoute,
  hotelCity: hotelCityRoute,
  hotelCityArea: hotelCityAreaRoute,
  hotelGroup: hotelGroupRoute,
  hotelProduct: hotelProductRoute,
} as const;

export type PageKey = keyof typeof pageRoutes;

export const routeTree = rootRoute.addChildren([...Object.values(pageRoutes), hotelLegacyDetailRoute]);
