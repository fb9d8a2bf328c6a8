import type { components } from '@nusa/api-client/schema';
import { jakartaWallClock } from '@nusa/i18n/date-lite';
import type { Lang } from '@nusa/i18n/languages';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

type Schemas = components['schemas'];
export type Holiday = Schemas['Holiday'];
export type MenuProduct = Schemas['MenuProduct'];
export type PopularDestination = Schemas['PopularDestination'];

/** The global error dialog's message (spec §3 "Error message object"). */
export interface ErrorMessage {
  title: string;
  content: string;
  icon?: 'error' | 'warning' | 'info' | 'success';
  buttonText?: string;
  /** When set, closing the dialog navigates here with history replace. */
  buttonUrl?: string;
}

export interface CommonState {
  LANG: Lang;
  publicHolidays: Holiday[];
  menuProducts: MenuProduct[];
  popularDestination: PopularDestination[];
  errorMessage: ErrorMessage | null;
  hotelDetailUrl: string | null;
  publishRateChanged: boolean;
  countUnreadNumber: number;
  showDownloadApp: boolean;
  /** When the dismissed download banner may show again ('yyyy-MM-dd HH:mm', Jakarta). */
  cacheTimeDownloadApp: string | null;
  /** When the cached reference data (holidays, menus, destinations) must be refetched ('yyyy-MM-dd HH:mm'). */
  cacheTime: string | null;
  /**
   * Language the cached reference data was fetched in (holiday names follow Accept-Language), so a language
   * switch refetches it even while the cache time has not passed. Optional for states built before it existed.
   */
  referenceLang?: Lang | null;
  platform: 'mobile-web';
}

export const initialCommonState: CommonState = {
  LANG: 'id',
  publicHolidays: [],
  menuProducts: [],
  popularDestination: [],
  errorMessage: null,
  hotelDetailUrl: null,
  publishRateChanged: false,
  countUnreadNumber: 0,
  showDownloadApp: true,
  cacheTimeDownloadApp: null,
  cacheTime: null,
  referenceLang: null,
  platform: 'mobile-web',
};

/** Spec §9: common cache 60 minutes; download banner dismissal 2 hours. */
export const COMMON_CACHE_MINUTES = 60;
export const DOWNLOAD_BANNER_HIDE_HOURS = 2;

// Cache times are stored as Jakarta wall-clock 'yyyy-MM-dd HH:mm' (spec §4). That format sorts
// lexicographically in time order, so comparing strings is comparing instants. Jakarta's wall clock is
// @nusa/i18n/date-lite's (its fixed UTC+7 offset: no Intl time-zone formatter, no Luxon on the first route).
export function toCacheTime(at: Date): string {
  return (jakartaWallClock(at.getTime()) ?? '').slice(0, 16).replace('T', ' ');
}

export function cacheTimeFrom(now: Date, plus: { minutes?: number; hours?: number }): string {
  const ms = ((plus.hours ?? 0) * 60 + (plus.minutes ?? 0)) * 60_000;
  return toCacheTime(new Date(now.getTime() + ms));
}

/** Spec §4: "Cache expires when now is after the stored cache time (year-month-day hour:minute)". */
export function isCacheExpired(cacheTime: string | null, now: Date = new Date()): boolean {
  if (!cacheTime || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(cacheTime)) return true;
  return toCacheTime(now) > cacheTime;
}

/**
 * An API list stored as it came: frozen at its top only. Immer deep-freezes what a reducer stores and stops at what
 * is already frozen; walking the hundred holidays, the menus and the destinations item by item took a 4x-slowed
 * phone 25 ms in the middle of the start (issue 14). Nothing changes these lists in place: a reload replaces them.
 */
function keptAsIs<T>(list: T[]): T[] {
  return Object.freeze(list) as T[];
}

export const commonSlice = createSlice({
  name: 'common',
  initialState: initialCommonState,
  reducers: {
    setLang(state, action: PayloadAction<Lang>) {
      state.LANG = action.payload;
    },
    /** Stores the reference data loaded by the layout and stamps when it must be refetched. */
    setReferenceData(
      state,
      action: PayloadAction<{
        publicHolidays?: Holiday[];
        menuProducts?: MenuProduct[];
        popularDestination?: PopularDestination[];
        cacheTime: string;
        /** The language the data was requested in. */
        lang?: Lang;
      }>,
    ) {
      const { publicHolidays, menuProducts, popularDestination, cacheTime, lang } = action.payload;
      if (publicHolidays) state.publicHolidays = keptAsIs(publicHolidays);
      if (menuProducts) state.menuProducts = keptAsIs(menuProducts);
      if (popularDestination) state.popularDestination = keptAsIs(popularDestination);
      state.cacheTime = cacheTime;
      if (lang) state.referenceLang = lang;
    },
    setErrorMessage(state, action: PayloadAction<ErrorMessage | null>) {
      state.errorMessage = action.payload;
    },
    setHotelDetailUrl(state, action: PayloadAction<string | null>) {
      state.hotelDetailUrl = action.payload;
    },
    setPublishRateChanged(state, action: PayloadAction<boolean>) {
      state.publishRateChanged = action.payload;
    },
    setCountUnreadNumber(state, action: PayloadAction<number>) {
      state.countUnreadNumber = Math.max(0, Math.floor(action.payload));
    },
    dismissDownloadApp(state, action: PayloadAction<{ until: string }>) {
      state.showDownloadApp = false;
      state.cacheTimeDownloadApp = action.payload.until;
    },
    restoreDownloadApp(state) {
      state.showDownloadApp = true;
      state.cacheTimeDownloadApp = null;
    },
  },
  selectors: {
    selectLang: (s) => s.LANG,
    selectPublicHolidays: (s) => s.publicHolidays,
    selectMenuProducts: (s) => s.menuProducts,
    selectActiveMenuProducts: (s) => s.menuProducts.filter((m) => m.status === 'active'),
    selectPopularDestination: (s) => s.popularDestination,
    selectErrorMessage: (s) => s.errorMessage,
    selectCountUnreadNumber: (s) => s.countUnreadNumber,
    selectShowDownloadApp: (s) => s.showDownloadApp,
    selectCacheTimeDownloadApp: (s) => s.cacheTimeDownloadApp,
    selectCacheTime: (s) => s.cacheTime,
    selectReferenceLang: (s) => s.referenceLang ?? null,
  },
});

export const commonActions = commonSlice.actions;
export const commonSelectors = commonSlice.selectors;
