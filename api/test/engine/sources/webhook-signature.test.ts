import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  generateWebhookSecret,
  signWebhook,
  verifyWebhookSignature,
} from '../../../src/engine/sources/webhook-signature.js';

const secret = 'whsec_test-secret';
const now = new Date('2026-11-21T10:00:00Z');
const timestamp = String(Math.floor(now.getTime() / 1000));
const rawBody = '{"items":[{"title":"Looking for a CRM","url":"https://example.com/a"}]}';

describe('signWebhook', () => {
  it('is the hex HMAC-SHA256 of "<timestamp>.<raw body>", prefixed sha256=', () => {
    const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
    expect(signWebhook(secret, timestamp, rawBody)).toBe(`sha256=${expected}`);
    expect(signWebhook(secret, Number(timestamp), Buffer.from(rawBody))).toBe(`sha256=${expected}`);
  });
});

describe('verifyWebhookSignature', () => {
  const signed = {
    secret,
    timestampHeader: timestamp,
    signatureHeader: signWebhook(secret, timestamp, rawBody),
    rawBody,
    now,
  };

  it('accepts a good signature, also near the edge of the tolerance', () => {
    expect(verifyWebhookSignature(signed)).toEqual({ ok: true });
    const later = new Date(now.getTime() + 299_000);
    expect(verifyWebhookSignature({ ...signed, now: later })).toEqual({ ok: true });
    expect(
      verifyWebhookSignature({
        ...signed,
        signatureHeader: signed.signatureHeader.toUpperCase().replace('SHA256=', 'sha256='),
      }),
    ).toEqual({ ok: true });
  });

  it('refuses a stale or future timestamp, even when the signature matches it', () => {
    const old = String(Number(timestamp) - 301);
    expect(
      verifyWebhookSignature({
        ...signed,
        timestampHeader: old,
        signatureHeader: signWebhook(secret, old, rawBody),
      }),
    ).toEqual({ ok: false, reason: 'stale' });
    const future = String(Number(timestamp) + 301);
    expect(
      verifyWebhookSignature({
        ...signed,
        timestampHeader: future,
        signatureHeader: signWebhook(secret, future, rawBody),
      }),
    ).toEqual({ ok: false, reason: 'stale' });
    expect(verifyWebhookSignature({ ...signed, timestampHeader: '2026-11-21T10:00:00Z' })).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(
      verifyWebhookSignature({ ...signed, toleranceSeconds: 10, now: new Date(now.getTime() + 11_000) }),
    ).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses a tampered body, another secret, a replayed signature with a new timestamp, or a short signature', () => {
    expect(verifyWebhookSignature({ ...signed, rawBody: rawBody.replace('CRM', 'ERP') })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyWebhookSignature({ ...signed, secret: 'whsec_other' })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyWebhookSignature({ ...signed, timestampHeader: String(Number(timestamp) + 5) })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyWebhookSignature({ ...signed, signatureHeader: 'sha256=abc' })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(
      verifyWebhookSignature({
        ...signed,
        signatureHeader: signed.signatureHeader.replace('sha256=', 'sha1='),
      }),
    ).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('says missing when a header or the secret is absent', () => {
    expect(verifyWebhookSignature({ ...signed, signatureHeader: undefined })).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(verifyWebhookSignature({ ...signed, timestampHeader: null })).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(verifyWebhookSignature({ ...signed, signatureHeader: '  ' })).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(verifyWebhookSignature({ ...signed, secret: '' })).toEqual({ ok: false, reason: 'missing' });
  });
});

describe('generateWebhookSecret', () => {
  it('is whsec_ and 32 random bytes in base64url, different each time', () => {
    const first = generateWebhookSecret();
    const second = generateWebhookSecret();
    expect(first).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first.slice('whsec_'.length), 'base64url')).toHaveLength(32);
    expect(first).not.toBe(second);
  });
});
