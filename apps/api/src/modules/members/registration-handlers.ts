// Registration: the form's checks, the account's creation with a verified phone number, and the check whether
// an e-mail or phone number is taken.
import { defineHandlers } from '../../contract/handlers.ts';
import { members } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { m, memberError } from './messages.ts';
import { checkOtp } from './otp.ts';
import {
  enforceIpLimit,
  isUniqueViolation,
  live,
  memberByEmail,
  memberByPhone,
  normalizeEmail,
  phoneOf,
  requireCaptcha,
  signIn,
} from './shared.ts';
import type { MemberRow } from './tokens.ts';

export const registrationHandlers = defineHandlers({
  async checkRegistration(ctx) {
    const { services, lang, body } = ctx;
    await enforceIpLimit(ctx, 'check-ip');
    const emailTaken = live(await memberByEmail(services, body.email));
    const phoneTaken = live(await memberByPhone(services, phoneOf(body)));
    if (emailTaken || phoneTaken) {
      const fields = [...(emailTaken ? ['email'] : []), ...(phoneTaken ? ['phone_number'] : [])];
      throw new HttpError(
        422,
        'already_registered',
        { text: m(lang, emailTaken ? 'email_taken' : 'phone_taken') },
        {
          fieldErrors: () =>
            Object.fromEntries(
              fields.map((f) => [f, [m(lang, f === 'email' ? 'email_taken' : 'phone_taken')]]),
            ),
        },
      );
    }
    return { status: 200, body: { data: { available: true as const } } };
  },

  async registerMember(ctx) {
    const { services, lang, body } = ctx;
    await enforceIpLimit(ctx, 'otp-verify-ip');
    if (body.termconditions !== true) {
      throw memberError(422, 'validation_failed', 'terms_required', { lang, field: 'termconditions' });
    }
    // Before the code is checked, so a refused captcha neither consumes the code nor counts as a wrong code.
    await requireCaptcha(ctx, body.captcha_token);
    const phone = phoneOf(body);
    const email = normalizeEmail(body.email);
    if (live(await memberByEmail(services, email))) {
      throw memberError(422, 'already_registered', 'email_taken', { lang, field: 'email' });
    }
    if (live(await memberByPhone(services, phone))) {
      throw memberError(422, 'already_registered', 'phone_taken', { lang, field: 'phone_number' });
    }
    await checkOtp(services, phone, 'register', body.otp, { consume: true, failureStatus: 422, lang });
    const fullName = body.fullname.trim().replace(/\s+/g, ' ');
    const [first, ...rest] = fullName.split(' ');
    let created: MemberRow | undefined;
    try {
      [created] = await services.database.db
        .insert(members)
        .values({
          email,
          passwordHash: null,
          fullName,
          firstName: first ?? fullName,
          lastName: rest.join(' ') || null,
          phoneNumberCountryCode: phone.countryCode,
          phoneNumber: phone.number,
          verifiedBySms: true,
          status: 'active',
          newsletter: body.newsletter ?? false,
          source: body.source ?? 'email',
        })
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw memberError(422, 'already_registered', 'already_registered', {
          lang,
          field: ['email', 'phone_number'],
        });
      }
      throw error;
    }
    if (!created) throw new Error('member insert returned nothing');
    return { status: 201, body: { data: await signIn(ctx, created) } };
  },

  async checkMember(ctx) {
    const { services, lang, body } = ctx;
    await enforceIpLimit(ctx, 'check-ip');
    if (!body.email && !body.phone_number) {
      throw memberError(422, 'validation_failed', 'identifier_required', {
        lang,
        field: ['email', 'phone_number'],
      });
    }
    const email_registered = body.email ? Boolean(live(await memberByEmail(services, body.email))) : null;
    const phone_registered = body.phone_number
      ? Boolean(live(await memberByPhone(services, phoneOf(body))))
      : null;
    return { status: 200, body: { data: { email_registered, phone_registered } } };
  },
});
