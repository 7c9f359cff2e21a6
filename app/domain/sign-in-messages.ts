/**
 * What the sign-in pages say when better-auth refuses a code (issue 21): every provider error in
 * plain language — what happened and what to do next. Provider codes are read, never shown.
 */

/** better-auth's e-mail OTP error codes (plugins/email-otp/error-codes) and what each means to us. */
export type SignInRefusal = 'wrong_code' | 'expired_code' | 'code_used_up' | 'unexpected';

const PROVIDER_CODES: Record<string, SignInRefusal> = {
  INVALID_OTP: 'wrong_code',
  OTP_EXPIRED: 'expired_code',
  TOO_MANY_ATTEMPTS: 'code_used_up',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'code_used_up',
};

/** better-auth's messages of the same errors (an APIError carries both; older versions only the message). */
const PROVIDER_MESSAGES: Record<string, SignInRefusal> = {
  'invalid otp': 'wrong_code',
  'otp expired': 'expired_code',
  'too many attempts': 'code_used_up',
  'too many attempts. please request a new code.': 'code_used_up',
};

/** What a provider error (its `code` and `message`) means. */
export function signInRefusal(error: { code?: unknown; message?: unknown }): SignInRefusal {
  if (typeof error.code === 'string' && PROVIDER_CODES[error.code]) return PROVIDER_CODES[error.code]!;
  if (typeof error.message === 'string') return PROVIDER_MESSAGES[error.message.trim().toLowerCase()] ?? 'unexpected';
  return 'unexpected';
}
