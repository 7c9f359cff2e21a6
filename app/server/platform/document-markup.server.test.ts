import { describe, expect, it } from 'vitest';
import { withLowPriorityModulePreloads } from './document-markup.server';

describe('the document as sent', () => {
  it('every module preload React Router wrote is asked for at low priority; nothing else changes', () => {
    const head =
      '<head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.client.js"/>' +
      '<link rel="modulepreload" href="/assets/site.js"/><link rel="icon" href="/favicon.svg"/></head>';
    expect(withLowPriorityModulePreloads(Buffer.from(head)).toString()).toBe(
      '<head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/site.js"/><link rel="icon" href="/favicon.svg"/></head>',
    );
    // Text that merely mentions the markup (an article about preloads, escaped) is left alone.
    expect(withLowPriorityModulePreloads(Buffer.from('<p>&lt;link rel="modulepreload" href="x"&gt;</p>')).toString()).toBe('<p>&lt;link rel="modulepreload" href="x"&gt;</p>');
  });
});
