/**
 * The last touch on a rendered document before it is sent or cached (ADR 150).
 *
 * React Router's `<Scripts>` preloads every module the page hydrates with, at the browser's
 * default priority for scripts (High) — the same as the stylesheet and the document itself. On a
 * phone's connection those ~120 KB then share the first round trips with the few kilobytes the
 * first paint needs. Every public page works before its JavaScript runs (its content is in the
 * HTML and its forms post without it), so the modules are asked for at low priority: still
 * fetched at once and in parallel (no import waterfall), but after what paints the page.
 * `<Scripts>` has no option for this, so the attribute is added to the markup it produces.
 */
const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload" ');
const LOW_PRIORITY_MODULE_PRELOAD = Buffer.from('<link rel="modulepreload" fetchpriority="low" ');

/**
 * Works on the document's bytes as React wrote them: the markup is ASCII, so it is found without
 * decoding the page into a string (and encoding it again), which cost more than the edit itself.
 */
export function withLowPriorityModulePreloads(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(MODULE_PRELOAD); at !== -1; at = html.indexOf(MODULE_PRELOAD, from)) {
    parts.push(html.subarray(from, at), LOW_PRIORITY_MODULE_PRELOAD);
    from = at + MODULE_PRELOAD.length;
  }
  if (parts.length === 0) return html;
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}
