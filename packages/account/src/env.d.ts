// Build-time settings the account feature reads (optional).
interface ImportMetaEnv {
  /** Where "contact support" writes to; cs@nusastay.id by default (the same setting as the sign-in notice). */
  readonly VITE_SUPPORT_EMAIL?: string;
}
