// The page-binding table: every page route of the route contract (@nusa/router) → a lazily loaded page.
// `satisfies PageBindings` makes a missing, extra or misbound page a compile error; each page loads as its own
// chunk through `route.lazy` (see app-router.ts). Every route has its feature page.
import type { PageKey } from '@nusa/router/routes';
import type { RouteComponent } from '@nusa/router/react';
import { withHomeSlots } from './pages/home-slots.tsx';

interface PageModule {
  default: RouteComponent;
}
type PageLoader = () => Promise<PageModule>;
export type PageBindings = { readonly [K in PageKey]: PageLoader };

// With the favorites heart in its cards' slot (pages/hotel-slots.tsx).
const hotelResults: PageLoader = () => import('./pages/hotel-results-page.tsx');

const authLogout: PageLoader = () => import('@nusa/auth-otp/logout-page');

// Pemesanan Hotel (@nusa/checkout).
const checkoutPage: PageLoader = () => import('@nusa/checkout/checkout-page');

// Favorit (@nusa/favorites), with the dates of the last hotel search (see pages/favorites-page.tsx).
const favoritesPage: PageLoader = () => import('./pages/favorites-page.tsx');

// Promo (@nusa/promotions): the list, and one promotion (also the app's web view, which without a slug is the list).
const promotionPage: PageLoader = () => import('@nusa/promotions/promotion-page');

// Akun (@nusa/account): one import site, so the entry lists the account chunk's files once.
const accountPages = () => import('@nusa/account/pages');

// Tentang Kami, FAQ, the legal texts, the app download, Travel Fair and the two forms (@nusa/info): one chunk each,
// so the forms' formik and yup load only with a form.
const aboutPage: PageLoader = () => import('@nusa/info/about-page');
const faqPage: PageLoader = () => import('@nusa/info/faq-page');
const termsPage: PageLoader = () => import('@nusa/info/terms-page');
const privacyPage: PageLoader = () => import('@nusa/info/privacy-page');
const downloadPage: PageLoader = () => import('@nusa/info/download-page');
const travelfairPage: PageLoader = () => import('@nusa/info/travelfair-page');
const partnerPage: PageLoader = () => import('@nusa/info/partner-page');
const eformPage: PageLoader = () => import('@nusa/info/eform-page');

export const pages = {
  // With the favorites heart in the recommended hotels' cards (pages/home-slots.tsx, pages/hotel-slots.tsx).
  home: () => import('@nusa/hotel/home-page').then((m) => ({ default: withHomeSlots(m.HomePage) })),
  // Hotel results: one page (one chunk) for every results route.
  hotel: hotelResults,
  hotelSearch: hotelResults,
  hotelCity: hotelResults,
  hotelCityArea: hotelResults,
  hotelPoi: hotelResults,
  hotelGroup: hotelResults,
  // Hotel detail; its module also injects the hotel store slice (see pages/hotel-detail-page.ts).
  hotelProduct: () => import('./pages/hotel-detail-page.ts'),
  checkout: checkoutPage,
  // Auth (auth-otp feature).
  login: () => import('@nusa/auth-otp/login-page'),
  register: () => import('@nusa/auth-otp/register-page'),
  resetPassword: () => import('@nusa/auth-otp/reset-password-page'),
  updatePassword: () => import('@nusa/auth-otp/update-password-page'),
  logout: authLogout,
  productLogout: authLogout,
  // Account (@nusa/account): one module of tiny page frames for every route, each loading its own view.
  account: () => accountPages().then((m) => ({ default: m.AccountHomePage })),
  accountHistory: () => accountPages().then((m) => ({ default: m.HistoryPage })),
  accountMyBooking: () => accountPages().then((m) => ({ default: m.BookingPage })),
  accountPassword: () => accountPages().then((m) => ({ default: m.PasswordPage })),
  accountProfile: () => accountPages().then((m) => ({ default: m.ProfilePage })),
  accountReview: () => accountPages().then((m) => ({ default: m.ReviewsPage })),
  accountReviewProduct: () => accountPages().then((m) => ({ default: m.ReviewPage })),
  // Favorites.
  favorite: favoritesPage,
  favoriteV3: favoritesPage,
  // Promotions.
  promotions: () => import('@nusa/promotions/promotions-page'),
  promotionsMobile: promotionPage,
  promotion: promotionPage,
  // Information pages and forms.
  about: aboutPage,
  faq: faqPage,
  terms: termsPage,
  privacy: privacyPage,
  download: downloadPage,
  travelfair: travelfairPage,
  beOurPartner: partnerPage,
  eformCitilink: eformPage,
} satisfies PageBindings;
