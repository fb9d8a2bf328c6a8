// The whole data model of the reference API (PostgreSQL dialect; the same migrations run on PGlite).
// Tables are snake_case. Money is integer rupiah. Stay dates are calendar dates (`date`, ISO strings),
// instants are `timestamptz`. Countries are not a table: they come from libraries (see general/countries.ts).
//
// `search_text` columns hold the name normalized in JS (lower case, accents stripped, punctuation folded
// to spaces; see lib/text.ts) so autocomplete can match case- and accent-insensitively with a trigram index
// that works the same on PGlite and PostgreSQL (unaccent() is not immutable, so it cannot back an index).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const lat = () => doublePrecision('latitude').notNull();
const lng = () => doublePrecision('longitude').notNull();
const trgm = (table: string, column = 'search_text') =>
  index(`${table}_${column}_trgm`).using('gin', sql.raw(`"${column}" gin_trgm_ops`));

/** Bilingual copy kept together (Indonesian is the source and fallback). */
export interface Localized {
  id: string;
  en: string;
}
export interface LocalizedList {
  id: string[];
  en: string[];
}

// ---------------------------------------------------------------------------------------------------------
// Bookkeeping
// ---------------------------------------------------------------------------------------------------------

/** Key/value facts about the database itself, e.g. which demo-data version was seeded and when. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------------------
// General reference data
// ---------------------------------------------------------------------------------------------------------

export const holidays = pgTable(
  'holidays',
  {
    id: id(),
    date: date('date', { mode: 'string' }).notNull(),
    nameId: text('name_id').notNull(),
    nameEn: text('name_en').notNull(),
    type: text('type', { enum: ['national_holiday', 'joint_leave'] }).notNull(),
    status: text('status', { enum: ['published', 'draft'] })
      .notNull()
      .default('published'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('holidays_date_type_name_uq').on(t.date, t.type, t.nameId),
    index('holidays_status_date_idx').on(t.status, t.date),
    check('holidays_type_ck', sql`${t.type} in ('national_holiday', 'joint_leave')`),
    check('holidays_status_ck', sql`${t.status} in ('published', 'draft')`),
  ],
);

export const menuProducts = pgTable(
  'menu_products',
  {
    id: id(),
    platform: text('platform').notNull().default('mobile-web'),
    caption: text('caption').notNull(),
    captionEn: text('caption_en').notNull(),
    status: text('status', { enum: ['active', 'inactive'] }).notNull(),
    type: text('type', {
      enum: ['hotel', 'flight', 'train', 'tour', 'activity', 'promo', 'partner', 'eform'],
    }).notNull(),
    url: text('url').notNull(),
    backgroundColor: text('background_color').notNull(),
    textColor: text('text_color').notNull(),
    icon: text('icon').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('menu_products_platform_sort_idx').on(t.platform, t.sort)],
);

// ---------------------------------------------------------------------------------------------------------
// Geography: provinces, destinations (cities and regencies), areas and points of interest
// ---------------------------------------------------------------------------------------------------------

export const provinces = pgTable('provinces', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

/** A destination: a city or regency (or a well-known region such as Bali or Lombok). */
export const cities = pgTable(
  'cities',
  {
    id: id(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    searchText: text('search_text').notNull(),
    latitude: lat(),
    longitude: lng(),
    popularity: integer('popularity').notNull().default(0),
    /** Key of a generated destination picture (media/catalog.ts). */
    imageKey: text('image_key').notNull(),
    timezone: text('timezone').notNull().default('Asia/Jakarta'),
  },
  (t) => [
    index('cities_province_idx').on(t.provinceId),
    index('cities_popularity_idx').on(t.popularity),
    trgm('cities'),
  ],
);

export const areas = pgTable(
  'areas',
  {
    id: id(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    searchText: text('search_text').notNull(),
    latitude: lat(),
    longitude: lng(),
    popularity: integer('popularity').notNull().default(0),
    imageKey: text('image_key').notNull(),
  },
  (t) => [
    uniqueIndex('areas_city_slug_uq').on(t.cityId, t.slug),
    index('areas_city_idx').on(t.cityId),
    trgm('areas'),
  ],
);

export const pois = pgTable(
  'pois',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    /** IATA code for airports, station code for stations; part of search_text. */
    code: text('code'),
    category: text('category', {
      enum: ['airport', 'station', 'landmark', 'campus', 'mall', 'hospital'],
    }).notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    areaId: integer('area_id').references(() => areas.id),
    searchText: text('search_text').notNull(),
    latitude: lat(),
    longitude: lng(),
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [
    index('pois_city_idx').on(t.cityId),
    index('pois_lat_lng_idx').on(t.latitude, t.longitude),
    trgm('pois'),
    check(
      'pois_category_ck',
      sql`${t.category} in ('airport', 'station', 'landmark', 'campus', 'mall', 'hospital')`,
    ),
  ],
);

/** Destinations highlighted on the home page, in order (a city or one of its areas). */
export const popularDestinations = pgTable(
  'popular_destinations',
  {
    id: id(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    areaId: integer('area_id').references(() => areas.id),
    sort: integer('sort').notNull(),
    imageKey: text('image_key').notNull(),
  },
  (t) => [index('popular_destinations_sort_idx').on(t.sort)],
);

// ---------------------------------------------------------------------------------------------------------
// Hotels
// ---------------------------------------------------------------------------------------------------------

export const hotelGroups = pgTable(
  'hotel_groups',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    searchText: text('search_text').notNull(),
    descriptionId: text('description_id').notNull(),
    descriptionEn: text('description_en').notNull(),
  },
  () => [trgm('hotel_groups')],
);

export const hotels = pgTable(
  'hotels',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    searchText: text('search_text').notNull(),
    groupId: integer('group_id').references(() => hotelGroups.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    /** The contract's PropertyType (openapi/components/hotels.yaml). */
    propertyType: text('property_type', {
      enum: ['hotel', 'resort', 'villa', 'apartment', 'guest_house', 'homestay', 'hostel'],
    }).notNull(),
    starRating: smallint('star_rating').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code'),
    latitude: lat(),
    longitude: lng(),
    phone: text('phone'),
    descriptionId: text('description_id').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** House rules, one entry per rule, in both languages. */
    rules: jsonb('rules').$type<Localized[]>().notNull().default([]),
    checkInTime: text('check_in_time').notNull().default('14:00'),
    checkOutTime: text('check_out_time').notNull().default('12:00'),
    popularity: integer('popularity').notNull().default(0),
    /** Average of the reviews' four points on the 1-5 scale (one decimal); null without reviews. */
    reviewScore: doublePrecision('review_score'),
    reviewCount: integer('review_count').notNull().default(0),
    payAtHotel: boolean('pay_at_hotel').notNull().default(false),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    index('hotels_city_idx').on(t.cityId),
    index('hotels_area_idx').on(t.areaId),
    index('hotels_group_idx').on(t.groupId),
    index('hotels_lat_lng_idx').on(t.latitude, t.longitude),
    index('hotels_popularity_idx').on(t.popularity),
    index('hotels_star_idx').on(t.starRating),
    trgm('hotels'),
    check('hotels_star_ck', sql`${t.starRating} between 0 and 5`),
    check(
      'hotels_property_type_ck',
      sql`${t.propertyType} in ('hotel', 'resort', 'villa', 'apartment', 'guest_house', 'homestay', 'hostel')`,
    ),
  ],
);

export const hotelPhotos = pgTable(
  'hotel_photos',
  {
    id: id(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    category: text('category', {
      enum: ['exterior', 'lobby', 'room', 'bathroom', 'facility', 'dining', 'pool', 'view', 'other'],
    }).notNull(),
    captionId: text('caption_id').notNull(),
    captionEn: text('caption_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('hotel_photos_hotel_idx').on(t.hotelId, t.sort)],
);

export const facilities = pgTable('facilities', {
  id: id(),
  code: text('code').notNull().unique(),
  nameId: text('name_id').notNull(),
  nameEn: text('name_en').notNull(),
  icon: text('icon').notNull(),
  category: text('category', {
    enum: ['general', 'room', 'food', 'wellness', 'transport', 'business'],
  }).notNull(),
  /** Popular facilities are offered as search filters. */
  popular: boolean('popular').notNull().default(false),
});

export const hotelFacilities = pgTable(
  'hotel_facilities',
  {
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id),
  },
  (t) => [
    primaryKey({ columns: [t.hotelId, t.facilityId] }),
    index('hotel_facilities_facility_idx').on(t.facilityId),
  ],
);

export const roomTypes = pgTable(
  'room_types',
  {
    id: id(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    maxAdults: smallint('max_adults').notNull(),
    maxChildren: smallint('max_children').notNull().default(0),
    /** 'king' | 'queen' | 'double' | 'twin' | 'bunk' (special requests ask for 1 large or 2 small beds). */
    bedType: text('bed_type').notNull(),
    sizeM2: integer('size_m2').notNull(),
    breakfastIncluded: boolean('breakfast_included').notNull(),
    refundable: boolean('refundable').notNull(),
    /** Free cancellation until this many days before check-in (null when not refundable). */
    freeCancellationDays: smallint('free_cancellation_days'),
    payAtHotel: boolean('pay_at_hotel').notNull().default(false),
    /** A standing deal: the selling price is this much below the original (struck-through) price. */
    discountPercent: smallint('discount_percent').notNull().default(0),
    /**
     * The member rate (migration 0011): signed-in members pay this much less than the public price. Applied to
     * room_inventory.member_price when inventory rows are written (db/inventory.ts); 0 means no member rate.
     */
    memberDiscountPercent: smallint('member_discount_percent').notNull().default(0),
    smokingAllowed: boolean('smoking_allowed').notNull().default(false),
    /**
     * Weekday selling price per room per night in rupiah, taxes and fees included; per-night prices live in
     * room_inventory.
     */
    basePrice: integer('base_price').notNull(),
    /** Rooms of this type offered per night unless a date says otherwise. */
    totalAllotment: integer('total_allotment').notNull(),
    /** Room facility codes (facilities.code). */
    facilities: jsonb('facilities').$type<string[]>().notNull().default([]),
    imageKey: text('image_key').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    // Search prices every room type of the candidate hotels: with the columns it reads in the key, that is an
    // index-only scan (room_types rows are wide: facilities, names).
    index('room_types_hotel_offer_idx').on(
      t.hotelId,
      t.maxAdults,
      t.maxChildren,
      t.id,
      t.basePrice,
      t.discountPercent,
      t.breakfastIncluded,
      t.refundable,
      t.payAtHotel,
    ),
    check('room_types_price_ck', sql`${t.basePrice} > 0`),
    check('room_types_allotment_ck', sql`${t.totalAllotment} >= 0`),
    check('room_types_discount_ck', sql`${t.discountPercent} between 0 and 90`),
    check('room_types_member_discount_ck', sql`${t.memberDiscountPercent} between 0 and 20`),
  ],
);

/**
 * One row per room type and night: the price for that night and how many rooms are offered and sold.
 * Availability of a night: `closed` or `sold + held >= allotment` → sold out for that room type; every room type
 * of the hotel sold out → the hotel is fully booked. Rows are generated for a rolling 400-day window
 * (db/inventory.ts) and topped up at start-up.
 *
 * Search reads a copy: `search_nights` (migration 0003, hand-written SQL, not modelled here) holds these rows
 * with the searched room_types columns, keyed by hotel, kept in step by triggers on room_inventory and
 * room_types; `search_versions` counts writes to what search reads (the result cache's validity).
 */
export const roomInventory = pgTable(
  'room_inventory',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    price: integer('price').notNull(),
    allotment: integer('allotment').notNull(),
    sold: integer('sold').notNull().default(0),
    closed: boolean('closed').notNull().default(false),
    /**
     * What a signed-in member pays this night (migration 0011), rounded to Rp 1.000 like `price` and strictly
     * below it; null when the night has no member rate.
     */
    memberPrice: integer('member_price'),
  },
  (t) => [
    // Every lookup is by room type and a date range, which the primary key serves; a separate date index would
    // only slow down generating the ~700k demo rows.
    primaryKey({ columns: [t.roomTypeId, t.date] }),
    // Pricing a stay reads these columns only: an index-only scan, no heap page per night (nights of one room
    // type are far apart in the heap, which is filled day by day).
    index('room_inventory_stay_idx').on(
      t.roomTypeId,
      t.date,
      t.price,
      t.allotment,
      t.sold,
      t.closed,
      t.memberPrice,
    ),
    check('room_inventory_sold_ck', sql`${t.sold} >= 0 and ${t.sold} <= ${t.allotment}`),
    check(
      'room_inventory_member_price_ck',
      sql`${t.memberPrice} is null or (${t.memberPrice} > 0 and ${t.memberPrice} < ${t.price})`,
    ),
  ],
);

/**
 * Rooms held for a cart item, per night, until `expires_at` (the cart's hold, extended by a pending payment).
 * Holds live in the database so every API instance sees them; expired holds simply stop counting.
 * Available rooms of a night = allotment - sold - sum(quantity of unexpired holds).
 */
export const roomHolds = pgTable(
  'room_holds',
  {
    id: id(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    cartItemId: integer('cart_item_id')
      .notNull()
      .references(() => cartItems.id, { onDelete: 'cascade' }),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    date: date('date', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('room_holds_room_date_idx').on(t.roomTypeId, t.date),
    index('room_holds_cart_idx').on(t.cartId),
    index('room_holds_expires_idx').on(t.expiresAt),
    check('room_holds_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

export const hotelBadges = pgTable(
  'hotel_badges',
  {
    id: id(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    /** e.g. best_seller, free_cancellation, pay_at_hotel, clean_stay, promo, new. */
    code: text('code').notNull(),
    labelId: text('label_id').notNull(),
    labelEn: text('label_en').notNull(),
    descriptionId: text('description_id'),
    descriptionEn: text('description_en'),
    icon: text('icon').notNull(),
    color: text('color').notNull(),
  },
  (t) => [uniqueIndex('hotel_badges_hotel_code_uq').on(t.hotelId, t.code)],
);

// ---------------------------------------------------------------------------------------------------------
// Members and authentication
// ---------------------------------------------------------------------------------------------------------

export const members = pgTable(
  'members',
  {
    id: id(),
    /** Stored lower-cased. Unique among members that are not deleted: a deleted member may register again. */
    email: text('email').notNull(),
    /** argon2id (lib/password.ts); null for members who only ever signed in socially or by phone. */
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneNumberCountryCode: text('phone_number_country_code').notNull().default('62'),
    /** National number without leading zeros, digits only. */
    phoneNumber: text('phone_number'),
    verifiedBySms: boolean('verified_by_sms').notNull().default(false),
    status: text('status', { enum: ['active', 'temporary-inactive', 'deleted'] })
      .notNull()
      .default('active'),
    gender: text('gender', { enum: ['male', 'female'] }),
    birthDate: date('birth_date', { mode: 'string' }),
    title: text('title', { enum: ['Mr', 'Mrs', 'Ms'] }),
    newsletter: boolean('newsletter').notNull().default(false),
    /** How the member signed up: email, phone, facebook or googleplus. */
    source: text('source').notNull().default('email'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Tokens issued before this instant (whole seconds) are refused: set when the password changes, so that other
     * sessions end (migration 0005). Null: no such limit.
     */
    sessionsValidFrom: timestamp('sessions_valid_from', { withTimezone: true }),
    /**
     * Incremented by every password change or reset; a token is valid only while it carries the current value
     * (claim `sv`), so even a token issued in the same second as the change is refused (migration 0007).
     */
    sessionVersion: integer('session_version').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('members_email_live_uq').on(t.email).where(sql`${t.status} <> 'deleted'`),
    uniqueIndex('members_phone_live_uq')
      .on(t.phoneNumberCountryCode, t.phoneNumber)
      .where(sql`${t.status} <> 'deleted' and ${t.phoneNumber} is not null`),
    check('members_status_ck', sql`${t.status} in ('active', 'temporary-inactive', 'deleted')`),
  ],
);

export const socialIdentities = pgTable(
  'social_identities',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['facebook', 'googleplus'] }).notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_identities_provider_subject_uq').on(t.provider, t.subject),
    index('social_identities_member_idx').on(t.memberId),
  ],
);

/** One-time codes sent by WhatsApp. Only a hash of the code is stored. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    phoneNumberCountryCode: text('phone_number_country_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    type: text('type', { enum: ['login', 'register', 'update_profile', 'force_otp'] }).notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** 1 for the first code of a series, incremented on each resend (above 3 the client must wait). */
    otpIndex: integer('otp_index').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Earliest time the next code of the series may be requested. */
    nextAllowedAt: timestamp('next_allowed_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /**
     * Hash of the client IP that requested the code (migration 0006): a series (index, interval, lockout) is per
     * number, type and source, so nobody locks the owner's number by requesting codes for it. Null before 0006.
     */
    sourceKey: text('source_key'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_phone_type_idx').on(t.phoneNumberCountryCode, t.phoneNumber, t.type, t.createdAt)],
);

/**
 * Sliding-window counters shared by every API instance (rate limits never live in process memory): one row per
 * key and slot, a slot being a tenth of the rule's window (src/modules/members/rate-limit.ts).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    /** Start of the slot. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);

/**
 * Failed passwords of one account from one source (migration 0006): `key` is `login-fail:<e-mail hash>:<IP
 * hash>`, `attempts` the attempts counted since the last success, `last_attempt_at` when the last one was let
 * through (the growing wait runs from it). A successful sign-in deletes the row.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_last_attempt_idx').on(t.lastAttemptAt)],
);

/**
 * A login-phone-number-check answered for a number to a source (migration 0006): sign-in codes for that number
 * are sent to that source only for a while after. `key` is `phone-check:<number hash>:<IP hash>`.
 */
export const phoneCheckPasses = pgTable(
  'phone_check_passes',
  {
    key: text('key').primaryKey(),
    passedAt: timestamp('passed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('phone_check_passes_passed_idx').on(t.passedAt)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_member_idx').on(t.memberId)],
);

/** Tokens revoked before they expire (logout); checked by the auth guard. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** Replays of non-idempotent requests that carried an Idempotency-Key header. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

/** Messages the local adapters "sent" (WhatsApp OTP, e-mail) for development and tests; never used in production. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: text('channel', { enum: ['whatsapp', 'email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    payload: jsonb('payload'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------------------
// Reviews, promotions, activities, favorites
// ---------------------------------------------------------------------------------------------------------

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    roomTypeId: integer('room_type_id').references(() => roomTypes.id, { onDelete: 'set null' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** The stay being reviewed (a sent review cannot be changed). */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The booking item (room type of the stay) reviewed: one review per item (migration 0010). */
    bookingItemId: integer('booking_item_id').references(() => bookingItems.id, { onDelete: 'set null' }),
    reviewerName: text('reviewer_name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    language: text('language', { enum: ['id', 'en'] })
      .notNull()
      .default('id'),
    /** Points are whole stars 1-5; averages (reviews and hotels.review_score) use the same 1-5 scale. */
    cleanliness: smallint('cleanliness').notNull(),
    comfort: smallint('comfort').notNull(),
    services: smallint('services').notNull(),
    valueForMoney: smallint('value_for_money').notNull(),
    typeOfTravel: text('type_of_travel', { enum: ['personal', 'business', 'family'] }).notNull(),
    hideName: boolean('hide_name').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_hotel_created_idx').on(t.hotelId, t.createdAt),
    index('reviews_member_idx').on(t.memberId),
    index('reviews_booking_idx').on(t.bookingId),
    uniqueIndex('reviews_booking_item_uq').on(t.bookingItemId).where(sql`${t.bookingItemId} is not null`),
    check(
      'reviews_points_ck',
      sql`${t.cleanliness} between 1 and 5 and ${t.comfort} between 1 and 5 and ${t.services} between 1 and 5 and ${t.valueForMoney} between 1 and 5`,
    ),
  ],
);

/**
 * Photos and videos uploaded for a review (at most 5; photos under 10 MB, videos under 100 MB). Uploaded first,
 * attached to the review when it is sent; unattached uploads of a member can be cleaned up after a day.
 */
export const reviewMedia = pgTable(
  'review_media',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['photo', 'video'] }).notNull(),
    /** Where the file is stored (relative to the media folder or an object-storage key). */
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_media_review_idx').on(t.reviewId),
    index('review_media_member_idx').on(t.memberId, t.createdAt),
    index('review_media_unattached_idx').on(t.createdAt).where(sql`${t.reviewId} is null`),
  ],
);

/** Promotions: each has a landing page and, usually, a promo code applied in the cart. */
export const landingPages = pgTable(
  'landing_pages',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    category: text('category', { enum: ['special_offer', 'bank_promo'] }).notNull(),
    /** Issuing bank for bank promos (BCA, Mandiri, BNI, BRI). */
    bank: text('bank'),
    titleId: text('title_id').notNull(),
    titleEn: text('title_en').notNull(),
    subtitleId: text('subtitle_id').notNull(),
    subtitleEn: text('subtitle_en').notNull(),
    descriptionId: text('description_id').notNull(),
    descriptionEn: text('description_en').notNull(),
    promoCode: text('promo_code').unique(),
    discountPercent: integer('discount_percent'),
    maxDiscount: integer('max_discount'),
    minTransaction: integer('min_transaction'),
    /** Per-member use limit of the promo code (null: unlimited). */
    usageLimitPerMember: integer('usage_limit_per_member'),
    /**
     * A fixed discount in rupiah, for codes without discount_percent (max_discount caps a percentage). The code's
     * rules (period, minimum, quota, payment methods) are applied by src/modules/carts/promo.ts.
     */
    discountAmount: integer('discount_amount'),
    /** Uses of the code by all members together (null: unlimited). */
    quota: integer('quota'),
    /** Uses taken: one per promo_redemptions row, kept in the same transaction (never above quota). */
    quotaUsed: integer('quota_used').notNull().default(0),
    /** Payment methods the code is valid for (empty: any), e.g. virtual_account for a bank promo. */
    paymentMethods: jsonb('payment_methods').$type<PaymentMethod[]>().notNull().default([]),
    /** Channels (banks, e-wallets) of those methods the code is valid for (empty: any), e.g. bca. */
    paymentChannels: jsonb('payment_channels').$type<PaymentChannel[]>().notNull().default([]),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    howToUse: jsonb('how_to_use').$type<LocalizedList>().notNull(),
    terms: jsonb('terms').$type<LocalizedList>().notNull(),
    imageKey: text('image_key').notNull(),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('landing_pages_category_end_idx').on(t.category, t.endAt),
    check(
      'landing_pages_discount_ck',
      sql`${t.discountPercent} is null or ${t.discountPercent} between 0 and 100`,
    ),
    // The last line of defence of the quota: a transaction that would take one use too many fails.
    check(
      'landing_pages_quota_ck',
      sql`${t.quotaUsed} >= 0 and (${t.quota} is null or ${t.quotaUsed} <= ${t.quota})`,
    ),
  ],
);

export const landingPageHotels = pgTable(
  'landing_page_hotels',
  {
    landingPageId: integer('landing_page_id')
      .notNull()
      .references(() => landingPages.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.landingPageId, t.hotelId] }),
    index('landing_page_hotels_hotel_idx').on(t.hotelId),
  ],
);

/** Things to do, shown as "favorite activities". */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    nameId: text('name_id').notNull(),
    nameEn: text('name_en').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    category: text('category').notNull(),
    /** Starting price in rupiah. */
    price: integer('price').notNull(),
    originalPrice: integer('original_price'),
    imageKey: text('image_key').notNull(),
    /** 1-5 scale, like hotel review scores. */
    rating: doublePrecision('rating').notNull(),
    reviewCount: integer('review_count').notNull().default(0),
    durationHours: doublePrecision('duration_hours'),
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [index('activities_city_idx').on(t.cityId), index('activities_popularity_idx').on(t.popularity)],
);

export const favorites = pgTable(
  'favorites',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The contract's FavorableTypeCode; only 'hotel' today. */
    favorableType: text('favorable_type').notNull(),
    favorableId: integer('favorable_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favorites_member_item_uq').on(t.memberId, t.favorableType, t.favorableId),
    index('favorites_member_created_idx').on(t.memberId, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Checkout: carts, bookings, payments
// ---------------------------------------------------------------------------------------------------------

export interface ContactJson {
  title: 'Mr' | 'Mrs' | 'Ms';
  full_name: string;
  email: string;
  phone_number_country_code: string;
  phone_number: string;
}
export interface GuestJson {
  title: 'Mr' | 'Mrs' | 'Ms';
  full_name: string;
}
export interface SpecialRequestJson {
  bed_type: 'one_large_bed' | 'two_small_beds' | null;
  high_floor: boolean;
  non_smoking: boolean;
  connecting_rooms: boolean;
  other: string | null;
}
export interface NightlyPriceJson {
  date: string;
  price: number;
}
export interface TrackingStepJson {
  key:
    | 'created'
    | 'paid'
    | 'confirmed'
    | 'checked_in'
    | 'completed'
    | 'reviewed'
    | 'expired'
    | 'cancelled'
    | 'refunded';
  at: string | null;
}

// As the contract's PaymentMethod and PaymentChannel (components/carts.yaml).
const PAYMENT_METHODS = ['virtual_account', 'e_wallet', 'qris', 'credit_card', 'pay_at_hotel'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
const PAYMENT_CHANNELS = [
  'bca',
  'mandiri',
  'bni',
  'bri',
  'permata',
  'gopay',
  'ovo',
  'dana',
  'shopeepay',
] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];
const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;

/**
 * A checkout in progress (contract: components/carts.yaml#/Cart). The unguessable id is the capability for
 * guests; a cart created with a token belongs to that member. Prices are kept as held when the cart was made.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['active', 'expired', 'paid'] })
      .notNull()
      .default('active'),
    /** End of the room hold (30 minutes after creation, extended by a pending payment). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    contact: jsonb('contact').$type<ContactJson>(),
    bookingForSomeoneElse: boolean('booking_for_someone_else').notNull().default(false),
    guests: jsonb('guests').$type<GuestJson[]>().notNull().default([]),
    specialRequest: jsonb('special_request').$type<SpecialRequestJson>(),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    promoCode: text('promo_code'),
    // Affiliate attribution (migration 0012): from the X-Click-Id and X-Offer-Id of the cart's creation.
    clickId: text('click_id'),
    offerId: text('offer_id'),
    landingPageId: integer('landing_page_id').references(() => landingPages.id),
    /** Room prices before taxes and fees, summed over the items. */
    roomTotal: integer('room_total').notNull().default(0),
    taxesAndFees: integer('taxes_and_fees').notNull().default(0),
    promoDiscount: integer('promo_discount').notNull().default(0),
    /** room_total + taxes_and_fees - promo_discount, never below 0. */
    total: integer('total').notNull().default(0),
    currency: text('currency').notNull().default('IDR'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('carts_member_idx').on(t.memberId, t.createdAt),
    index('carts_status_expires_idx').on(t.status, t.expiresAt),
    check('carts_status_ck', sql`${t.status} in ('active', 'expired', 'paid')`),
    check('carts_total_ck', sql`${t.total} >= 0`),
  ],
);

/**
 * The columns a cart item and a booking item share: one room type for one stay, with the room's terms and price
 * as they were when held (a booking item is copied from its cart item when paid). Fresh builders per table.
 */
function stayItemColumns() {
  return {
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    nights: integer('nights').notNull(),
    adults: integer('adults').notNull(),
    /** Ages of the children (0-17). */
    children: jsonb('children').$type<number[]>().notNull().default([]),
    /** Room terms at the time of holding, so later edits of the room type do not change the order. */
    roomName: text('room_name').notNull(),
    bedType: text('bed_type').notNull(),
    breakfastIncluded: boolean('breakfast_included').notNull(),
    refundable: boolean('refundable').notNull(),
    payAtHotel: boolean('pay_at_hotel').notNull(),
    freeCancellationDays: smallint('free_cancellation_days'),
    /** Average per room per night, taxes and fees included, and the per-night breakdown it came from. */
    pricePerNight: integer('price_per_night').notNull(),
    nightlyPrices: jsonb('nightly_prices').$type<NightlyPriceJson[]>().notNull(),
    /** price_per_night × nights × rooms. */
    totalPrice: integer('total_price').notNull(),
    sort: integer('sort').notNull().default(0),
  };
}

/** One room type for one stay in a cart (contract: StayItem), priced as held. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    ...stayItemColumns(),
    rooms: integer('rooms').notNull().default(1),
    /** The per-night price the app showed (createCart's shown_price_per_night): compared, never charged. */
    shownPricePerNight: integer('shown_price_per_night'),
  },
  (t) => [
    index('cart_items_cart_idx').on(t.cartId),
    check('cart_items_dates_ck', sql`${t.checkOut} > ${t.checkIn}`),
    check('cart_items_nights_ck', sql`${t.nights} between 1 and 15`),
    check('cart_items_rooms_ck', sql`${t.rooms} between 1 and 8`),
  ],
);

/**
 * A use of a promo code, taken when the code is applied to a cart (src/modules/carts/promo.ts): it counts against
 * the code's quota and the member's limit while the cart is active or paid, and is deleted (the use given back)
 * when the code is removed or replaced, or the cart expires.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: id(),
    landingPageId: integer('landing_page_id')
      .notNull()
      .references(() => landingPages.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    cartId: uuid('cart_id')
      .notNull()
      .unique()
      .references(() => carts.id, { onDelete: 'cascade' }),
    discount: integer('discount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('promo_redemptions_promo_member_idx').on(t.landingPageId, t.memberId)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    /** Booking code shown to the guest and the hotel, e.g. NS2612K7Q2MX. */
    code: text('code').notNull().unique(),
    /** Order number. */
    number: text('number').notNull().unique(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    cartId: uuid('cart_id')
      .references(() => carts.id)
      .unique(),
    status: text('status', { enum: ['pending', 'paid', 'completed', 'expired', 'cancelled'] })
      .notNull()
      .default('pending'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Payment deadline while pending. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    contact: jsonb('contact').$type<ContactJson>().notNull(),
    guests: jsonb('guests').$type<GuestJson[]>().notNull().default([]),
    specialRequest: jsonb('special_request').$type<SpecialRequestJson>(),
    promoCode: text('promo_code'),
    // Affiliate attribution (migration 0012): from the X-Click-Id and X-Offer-Id of the cart's creation.
    clickId: text('click_id'),
    offerId: text('offer_id'),
    /** Room total before taxes and fees. */
    subtotal: integer('subtotal').notNull(),
    taxesAndFees: integer('taxes_and_fees').notNull().default(0),
    promoDiscount: integer('promo_discount').notNull().default(0),
    voucherDiscount: integer('voucher_discount').notNull().default(0),
    shippingCharges: integer('shipping_charges').notNull().default(0),
    serviceFee: integer('service_fee').notNull().default(0),
    installmentFee: integer('installment_fee').notNull().default(0),
    installmentTenor: integer('installment_tenor'),
    total: integer('total').notNull(),
    currency: text('currency').notNull().default('IDR'),
    /** Order tracking steps reached so far, in order (labels are localized when answering). */
    tracking: jsonb('tracking').$type<TrackingStepJson[]>().notNull().default([]),
    /**
     * The confirmation e-mail (voucher): claimed by one sender before sending and marked sent after, so duplicate
     * notifications send it once and a failed send is retried by the next one (a claim older than 5 minutes).
     */
    voucherClaimedAt: timestamp('voucher_claimed_at', { withTimezone: true }),
    voucherSentAt: timestamp('voucher_sent_at', { withTimezone: true }),
    /** When the member cancelled it (self-service, before the free-cancellation deadline). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the completion job closed the stay, after its check-out day (bookings/completion.ts). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_member_created_idx').on(t.memberId, t.createdAt),
    index('bookings_status_expires_idx').on(t.status, t.expiresAt),
    index('bookings_status_idx').on(t.status),
  ],
);

/**
 * The refund of a cancelled booking that was paid (bookings/cancellation.ts): one per booking, asked of the
 * payment gateway that took the money; `pending` until the gateway has paid it back (or support has, for a
 * transfer the gateway cannot refund), `failed` when it refused.
 */
export const bookingRefunds = pgTable(
  'booking_refunds',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'refunded', 'failed'] })
      .notNull()
      .default('pending'),
    providerReference: text('provider_reference'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('booking_refunds_status_ck', sql`${t.status} in ('pending', 'refunded', 'failed')`),
    check('booking_refunds_amount_ck', sql`${t.amount} >= 0`),
  ],
);

/** The stays of a booking (contract: Booking.products), copied from the cart items when paid. */
export const bookingItems = pgTable(
  'booking_items',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    ...stayItemColumns(),
    rooms: integer('rooms').notNull(),
  },
  (t) => [
    index('booking_items_booking_idx').on(t.bookingId),
    index('booking_items_hotel_idx').on(t.hotelId, t.checkOut),
  ],
);

/** Payments of a cart (contract: components/carts.yaml#/Payment). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** Bank or e-wallet: bca, mandiri, bni, bri, permata, gopay, ovo, dana, shopeepay. */
    channel: text('channel'),
    amount: integer('amount').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** Transfer instructions shown to the guest ({ title, bank_name, account_number, account_holder, steps }). */
    instructions: jsonb('instructions'),
    redirectUrl: text('redirect_url'),
    /** Payment gateway (an adapter; 'local' in development and tests) and its reference. */
    provider: text('provider').notNull().default('local'),
    providerReference: text('provider_reference'),
    installmentTenor: integer('installment_tenor'),
    installmentFee: integer('installment_fee').notNull().default(0),
    /** Virtual account number (for Mandiri bill payment the bill key, paid with biller_code). */
    vaNumber: text('va_number'),
    billerCode: text('biller_code'),
    /** QRIS payload (EMVCo), drawn as a QR code by the app. */
    qrString: text('qr_string'),
    /** Opens the e-wallet's app. */
    deeplinkUrl: text('deeplink_url'),
    /** The gateway's last transaction_status as fetched (settlement, pending, expire, deny…). */
    gatewayStatus: text('gateway_status'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the status left `pending`: paid, failed, or expired (also when replaced by a newer payment). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_cart_idx').on(t.cartId, t.createdAt),
    index('payments_booking_idx').on(t.bookingId),
    uniqueIndex('payments_provider_ref_uq')
      .on(t.provider, t.providerReference)
      .where(sql`${t.providerReference} is not null`),
    check('payments_amount_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * The local payment gateway's own ledger (development and tests; never used with Midtrans): what a real gateway
 * would keep on its side, so a status fetched "from the gateway" is not our own payments row read back. The
 * development page (/__dev/payments) changes `status` here, then notifies the webhook like Midtrans would.
 */
export const localGatewayTransactions = pgTable(
  'local_gateway_transactions',
  {
    /** Our payment id (Midtrans' order_id). */
    orderId: text('order_id').primaryKey(),
    transactionId: uuid('transaction_id').notNull().defaultRandom(),
    /** Midtrans' payment_type: bank_transfer, echannel, qris, gopay, shopeepay, dana, ovo, credit_card. */
    paymentType: text('payment_type').notNull(),
    grossAmount: integer('gross_amount').notNull(),
    /** Midtrans' transaction_status: pending, settlement, deny, cancel, expire. */
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('local_gateway_transactions_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------------------
// Forms
// ---------------------------------------------------------------------------------------------------------

/**
 * "Be our partner" applications (modules/forms): stored, then e-mailed to the partnership team. `reference` is the
 * receipt's (PRT-yyyymmdd-nnnn, the Jakarta day and the id); `notified_at` stays empty until the e-mail went out.
 */
export const partnerSubmissions = pgTable(
  'partner_submissions',
  {
    id: id(),
    reference: text('reference').notNull(),
    companyName: text('company_name').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    website: text('website'),
    contactPerson: text('contact_person').notNull(),
    email: text('email').notNull(),
    /** accommodation | airline | hotel | tours_and_explore | marketing */
    productType: text('product_type').notNull(),
    notes: text('notes'),
    /** The language the form was sent in: the team answers in it. */
    lang: text('lang').notNull().default('id'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partner_submissions_reference_uq').on(t.reference),
    index('partner_submissions_created_idx').on(t.createdAt),
  ],
);

/**
 * Citilink flight requests (modules/forms): stored, then e-mailed to customer service, who quote and book the
 * flight with the customer. `reference` is EFM-yyyymmdd-nnnn; `notified_at` as for partners.
 */
export const eformSubmissions = pgTable(
  'eform_submissions',
  {
    id: id(),
    reference: text('reference').notNull(),
    customerName: text('customer_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    departure: text('departure').notNull(),
    destination: text('destination').notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    returnDate: date('return_date', { mode: 'string' }),
    passengers: jsonb('passengers').$type<{ name: string; birthdate: string }[]>().notNull(),
    lang: text('lang').notNull().default('id'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('eform_submissions_reference_uq').on(t.reference),
    index('eform_submissions_created_idx').on(t.createdAt),
  ],
);
