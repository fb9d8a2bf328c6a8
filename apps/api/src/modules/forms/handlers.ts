// Handlers of the `partners` and `eforms` tags (openapi/paths/partners.yaml, eforms.yaml): the "be our partner"
// application and the Citilink flight e-form. Each submission is checked (the contract, then what the web form also
// checks: see packages/info/README.md), counted against the client's per-IP budget, stored with a reference, and
// e-mailed to the team that answers it. The applicant's data never reaches the logs.
import { sql } from 'drizzle-orm';
import { defineHandlers, type HandlerContext, type OperationId } from '../../contract/handlers.ts';
import type { Lang } from '../../http/i18n.ts';
import { addDays, type Clock, jakartaToday, toJakartaIso } from '../../lib/time.ts';
import { enforce } from '../members/rate-limit.ts';
import { requireCaptcha, sourceKey } from '../members/shared.ts';
import { type EformBody, eformEmail, formError, type PartnerBody, partnerEmail } from './messages.ts';

/** How far ahead a flight can be requested: airlines open their schedules about a year ahead. */
const MAX_DAYS_AHEAD = 365;
/** The oldest birth date taken: anything earlier is a typo. */
const MIN_BIRTHDATE = '1900-01-01';

// A host name with a dot, optionally with a scheme and a path: what people type as their website.
const WEBSITE = /^(https?:\/\/)?([a-z0-9](-*[a-z0-9])*\.)+[a-z]{2,}(:\d{1,5})?([/?#]\S*)?$/i;

/** Text fields must say something: the contract counts spaces, so "  " would pass its minLength. */
function requireText(value: string, field: string, lang: Lang) {
  if (value.trim().length < 2) throw formError(422, 'validation_failed', 'too_short', { lang, field });
}

function checkPartner(body: PartnerBody, lang: Lang) {
  requireText(body.company_name, 'company_name', lang);
  requireText(body.address, 'address', lang);
  requireText(body.contact_person, 'contact_person', lang);
  const website = body.website?.trim();
  if (website && !WEBSITE.test(website)) {
    throw formError(422, 'validation_failed', 'website_invalid', { lang, field: 'website' });
  }
}

/** The dates are Jakarta calendar dates, as the app shows them: "today" is today in Jakarta. */
function checkEform(body: EformBody, clock: Clock, lang: Lang) {
  requireText(body.customer_name, 'customer_name', lang);
  requireText(body.departure, 'departure', lang);
  requireText(body.destination, 'destination', lang);
  if (body.departure.trim().toLowerCase() === body.destination.trim().toLowerCase()) {
    throw formError(422, 'validation_failed', 'same_route', { lang, field: 'destination' });
  }
  const today = jakartaToday(clock);
  // ISO calendar dates compare as strings.
  if (body.departure_date < today) {
    throw formError(422, 'validation_failed', 'departure_past', { lang, field: 'departure_date' });
  }
  if (body.departure_date > addDays(today, MAX_DAYS_AHEAD)) {
    throw formError(422, 'validation_failed', 'departure_too_far', {
      lang,
      field: 'departure_date',
      params: { days: MAX_DAYS_AHEAD },
    });
  }
  if (body.return_date && body.return_date < body.departure_date) {
    throw formError(422, 'validation_failed', 'return_before_departure', { lang, field: 'return_date' });
  }
  body.passengers.forEach((passenger, i) => {
    requireText(passenger.name, `passengers.${i}.name`, lang);
    const field = `passengers.${i}.birthdate`;
    if (passenger.birthdate >= today)
      throw formError(422, 'validation_failed', 'birthdate_future', { lang, field });
    if (passenger.birthdate < MIN_BIRTHDATE) {
      throw formError(422, 'validation_failed', 'birthdate_too_old', { lang, field });
    }
  });
}

/** The client's budget for one form (rate_limits, keyed by the hashed IP like the sign-in limits). */
function enforceFormLimit(ctx: HandlerContext<OperationId>, form: 'partner' | 'eform', now: Date) {
  const { services, lang } = ctx;
  return enforce(
    services.database,
    `form-${form}-ip:${sourceKey(ctx)}`,
    services.config.forms.perIp,
    now,
    lang,
  );
}

interface Stored extends Record<string, unknown> {
  id: number;
  reference: string;
}

/**
 * The start of a reference, `PRT-20261125-`: the Jakarta day it arrived. The insert appends the row's id, taken from
 * the table's own sequence in the same statement, so a reference is unique without a counter of our own.
 */
const referencePrefix = (prefix: string, now: Date) =>
  `${prefix}-${jakartaToday(() => now).replaceAll('-', '')}-`;

const receiptOf = (row: Stored, now: Date) => ({
  id: Number(row.id),
  reference: row.reference,
  created_at: toJakartaIso(now),
});

/**
 * Tells the team after the row is stored. A failed e-mail does not fail the submission (the applicant's form is
 * safe with us and has its reference); the row keeps `notified_at` empty, which is what support looks for.
 * Logged without the recipient or anything the applicant wrote.
 */
async function notify(
  ctx: HandlerContext<OperationId>,
  table: 'partner_submissions' | 'eform_submissions',
  id: number,
  message: { to: string; subject: string; text: string },
) {
  try {
    await ctx.services.delivery.email.send(message);
    await ctx.services.database.rows(
      sql`UPDATE ${sql.identifier(table)} SET notified_at = ${ctx.services.clock().toISOString()}::timestamptz
          WHERE id = ${id} AND notified_at IS NULL`,
    );
  } catch (error) {
    ctx.request.log.error({ err: error, table, id }, 'form notification e-mail failed');
  }
}

const orNull = (value: string | null | undefined) => value?.trim() || null;

export const formHandlers = defineHandlers({
  async submitPartnerApplication(ctx) {
    const { body, lang, services } = ctx;
    const now = services.clock();
    checkPartner(body, lang);
    // After the checks: a typo does not spend the budget; before the captcha, so a flood never reaches Google.
    await enforceFormLimit(ctx, 'partner', now);
    await requireCaptcha(ctx, body.captcha_token);
    const [row] = await services.database.rows<Stored>(sql`
      WITH n AS (SELECT nextval(pg_get_serial_sequence('partner_submissions', 'id'))::int AS id)
      INSERT INTO partner_submissions
        (id, reference, company_name, address, phone, website, contact_person, email, product_type, notes, lang, created_at)
      SELECT n.id, ${referencePrefix('PRT', now)} || lpad(n.id::text, 4, '0'), ${body.company_name.trim()},
        ${body.address.trim()}, ${body.phone}, ${orNull(body.website)}, ${body.contact_person.trim()},
        ${body.email.trim()}, ${body.product_type}, ${orNull(body.notes)}, ${lang}, ${now.toISOString()}::timestamptz
      FROM n
      RETURNING id, reference`);
    const stored = row as Stored;
    const receipt = receiptOf(stored, now);
    await notify(ctx, 'partner_submissions', receipt.id, {
      to: services.config.forms.partnershipEmail,
      ...partnerEmail({ reference: receipt.reference, createdAt: receipt.created_at }, body),
    });
    return { status: 201, body: { data: receipt } };
  },

  async submitCitilinkEform(ctx) {
    const { body, lang, services } = ctx;
    const now = services.clock();
    checkEform(body, services.clock, lang);
    await enforceFormLimit(ctx, 'eform', now);
    await requireCaptcha(ctx, body.captcha_token);
    const passengers = body.passengers.map((p) => ({ name: p.name.trim(), birthdate: p.birthdate }));
    const [row] = await services.database.rows<Stored>(sql`
      WITH n AS (SELECT nextval(pg_get_serial_sequence('eform_submissions', 'id'))::int AS id)
      INSERT INTO eform_submissions
        (id, reference, customer_name, email, phone, departure, destination, departure_date, return_date, passengers,
         lang, created_at)
      SELECT n.id, ${referencePrefix('EFM', now)} || lpad(n.id::text, 4, '0'), ${body.customer_name.trim()},
        ${body.email.trim()}, ${body.phone}, ${body.departure.trim()}, ${body.destination.trim()},
        ${body.departure_date}::date, ${body.return_date ?? null}::date, ${JSON.stringify(passengers)}::jsonb,
        ${lang}, ${now.toISOString()}::timestamptz
      FROM n
      RETURNING id, reference`);
    const stored = row as Stored;
    const receipt = receiptOf(stored, now);
    await notify(ctx, 'eform_submissions', receipt.id, {
      to: services.config.forms.customerServiceEmail,
      ...eformEmail({ reference: receipt.reference, createdAt: receipt.created_at }, { ...body, passengers }),
    });
    return { status: 201, body: { data: receipt } };
  },
});
