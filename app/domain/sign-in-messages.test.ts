import { describe, expect, it } from 'vitest';
import { signInRefusal } from './sign-in-messages';

describe('sign-in refusals read from the provider (issue 21)', () => {
  it.each([
    [{ code: 'INVALID_OTP' }, 'wrong_code'],
    [{ code: 'OTP_EXPIRED' }, 'expired_code'],
    [{ code: 'TOO_MANY_ATTEMPTS' }, 'code_used_up'],
    [{ message: 'Invalid OTP' }, 'wrong_code'],
    [{ message: 'OTP expired' }, 'expired_code'],
    [{ message: 'Too many attempts' }, 'code_used_up'],
    [{ code: 'USER_NOT_FOUND', message: 'User not found' }, 'unexpected'],
    [{}, 'unexpected'],
  ] as const)('%o → %s', (error, refusal) => {
    expect(signInRefusal(error)).toBe(refusal);
  });
});
