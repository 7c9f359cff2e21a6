/**
 * The CSP hash sources of a stored document's inline scripts: a cached page is sent
 * with exactly the hashes of the scripts it carries, so any other inline script — one injected
 * through an escaping bug — is refused by the browser (ADR 060).
 */
import crypto from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The `'sha256-…'` sources of the document's inline scripts (React Router's context and module
 * scripts, scroll restoration); external scripts and JSON data blocks are skipped. The browser
 * hashes a script's UTF-8 bytes, and so does this.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  // The markup searched for is ASCII, so the page is read as latin1 — one character per byte, a
  // plain copy instead of UTF-8 decoding — and each script's characters hashed back as those
  // same bytes, which are the script's UTF-8 bytes (ADR 180).
  for (const match of html.toString('latin1').matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*"application\/(ld\+)?json"/i.test(attributes)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(match[2] ?? '', 'latin1').digest('base64')}'`);
  }
  return [...hashes];
}
