import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '~/server/platform/page-cache/script-hashes.server';

/** The source a browser computes for an inline script: SHA-256 of its UTF-8 bytes. */
const browserHash = (script: string) => `'sha256-${crypto.createHash('sha256').update(Buffer.from(script, 'utf8')).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes a script holding non-ASCII text exactly as a browser hashes its UTF-8 bytes', () => {
    const script = 'window.__copy = "Strategy — café ✓ 💡 naïve";';
    const page = Buffer.from(`<!DOCTYPE html><html><head><title>Café — ✓</title></head><body><p>Über 💡</p><script>${script}</script></body></html>`, 'utf8');
    expect(inlineScriptHashes(page)).toEqual([browserHash(script)]);
  });

  it('hashes each distinct inline script once, in document order, and skips external scripts and JSON data', () => {
    const first = 'console.log(1)';
    const second = 'import("/assets/entry.js")';
    const page = Buffer.from(
      [
        `<script>${first}</script>`,
        '<script src="/assets/app.js"></script>',
        '<script type="application/ld+json">{"@type":"Organization"}</script>',
        `<script type="module">${second}</script>`,
        `<SCRIPT>${first}</SCRIPT>`,
      ].join(''),
      'utf8',
    );
    expect(inlineScriptHashes(page)).toEqual([browserHash(first), browserHash(second)]);
  });

  it('gives no sources for a document without inline scripts', () => {
    expect(inlineScriptHashes(Buffer.from('<p>no scripts</p>'))).toEqual([]);
  });
});
