export type { OtpDialogLabels, OtpDialogProps } from './otp-dialog';
export { OtpDialog } from './otp-dialog';
export type { OtpClock, OtpSent, OtpSession } from './otp-session';
export {
  formatClock,
  lockedOutOtpSession,
  OTP_LENGTH,
  otpClock,
  otpSession,
  parsePastedCode,
} from './otp-session';
