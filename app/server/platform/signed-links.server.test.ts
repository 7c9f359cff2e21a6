import { describe, expect, it } from 'vitest';
import { checkSignedLinkToken, signedLinkToken } from '~/server/platform/signed-links.server';

const id = '3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f';
const now = new Date('2026-11-23T12:00:00Z');

describe('signed e-mail links', () => {
  it('carry the record id for their purpose until they expire after 30 days', () => {
    const token = signedLinkToken('erase-lead', id, now);
    expect(checkSignedLinkToken('erase-lead', token, new Date('2026-12-22T12:00:00Z'))).toMatchObject({ ok: true, id });
    expect(checkSignedLinkToken('erase-lead', token, new Date('2026-12-23T12:00:01Z'))).toEqual({ ok: false, reason: 'expired' });
  });

  it('are worthless for another purpose, another record or a later expiry', () => {
    const token = signedLinkToken('erase-lead', id, now);
    expect(checkSignedLinkToken('withdraw-application', token, now)).toEqual({ ok: false, reason: 'invalid' });
    const [, expires, signature] = token.split('.');
    expect(checkSignedLinkToken('erase-lead', `${id.replace('3f', '4f')}.${expires}.${signature}`, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkSignedLinkToken('erase-lead', `${id}.zzzzzz.${signature}`, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuse malformed tokens without throwing', () => {
    for (const token of ['', 'a.b', 'a.b.c.d', '../etc.x.y', `${id}.${'9'.repeat(20)}.sig`]) {
      expect(checkSignedLinkToken('erase-lead', token, now)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
