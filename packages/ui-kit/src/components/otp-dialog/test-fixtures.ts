// The dialog's copy in English for its test and its English story: ui-kit has no copy of its own, and English shows
// that nothing in the dialog is hard-coded in Indonesian.
import type { OtpDialogLabels } from './otp-dialog';

export const englishLabels: OtpDialogLabels = {
  title: 'Verify your phone number',
  close: 'Close',
  instructions: 'Enter the 6-digit code we sent by WhatsApp to +62 812 3456 7890.',
  code: 'Verification code',
  digit: (position, total) => `Digit ${position} of ${total}`,
  invalid: 'Invalid code',
  pasteRejected: 'Only numbers can be pasted',
  lockedOut: (minutes) => `Resend limit reached. Wait ${minutes} minutes and try again.`,
  timedOut: 'Time is up. The code is no longer valid, please resend the code.',
  validFor: 'Code valid for',
  resend: 'Resend code',
  resendIn: (seconds) => `Resend code in ${seconds} seconds`,
  verify: 'Verify',
};
