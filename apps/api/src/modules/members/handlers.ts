// Handlers of the `members` tag (openapi/paths/members.yaml), one file per group of operations: sign-in by e-mail,
// phone code and social account, registration, one-time codes, the profile, the session and password reset
// (apps/api/README.md, "Sign-in and members").
//
// Never log what these handlers receive: passwords, codes, tokens, e-mails and phone numbers stay out of the logs
// (rate-limit keys hold hashes of identifiers, not the identifiers).
import { defineHandlers } from '../../contract/handlers.ts';
import { otpHandlers } from './otp-handlers.ts';
import { passwordResetHandlers } from './password-reset-handlers.ts';
import { profileHandlers } from './profile-handlers.ts';
import { registrationHandlers } from './registration-handlers.ts';
import { sessionHandlers } from './session-handlers.ts';
import { signInHandlers } from './sign-in-handlers.ts';

export const memberHandlers = defineHandlers({
  ...signInHandlers,
  ...registrationHandlers,
  ...otpHandlers,
  ...profileHandlers,
  ...sessionHandlers,
  ...passwordResetHandlers,
});
