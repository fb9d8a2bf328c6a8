// The register declaration, which types every Link and navigate of the app.
import type {} from '@nusa/router/router';
import { lazyPage } from './lazy-page';
import { usePrefetchBooking, usePrefetchHistory } from './prefetch';

// Every account page in one module, so the shell's page table imports one chunk for all seven routes: the entry
// lists the files each lazily imported chunk needs (for preloading), and seven chunks wrote seven lists into the
// first route's JavaScript. Each page is a tiny frame; its view (the real code) loads on its own route only.

/** /account: who is signed in and the way to everything the member manages. */
export const AccountHomePage = lazyPage(() => import('./views/home-view'));

/** /account/history: the member's bookings, newest first, filtered by period and status, loaded as they scroll. */
export const HistoryPage = lazyPage(() => import('./views/history-view'), usePrefetchHistory);

/** /account/my-booking?code=…: one booking of the member, everything about it, and what can be done with it. */
export const BookingPage = lazyPage(() => import('./views/booking-view'), usePrefetchBooking);

/** /account/password: change the password (the old one first), or set a first one (registered by phone). */
export const PasswordPage = lazyPage(() => import('./views/password-view'));

/** /account/profile: the member's name, title, gender and birth date; the phone number, changed with a code. */
export const ProfilePage = lazyPage(() => import('./views/profile-view'));

/** /account/review: completed stays awaiting a review, and the reviews sent. */
export const ReviewsPage = lazyPage(() => import('./views/reviews-view'));

/** /account/review/hotel/{item id}: the review form of a completed stay, or the sent review, read-only. */
export const ReviewPage = lazyPage(() => import('./views/review-view'));
