/**
 * visibleText (tests/support/page-text.ts): the text a visitor reads in server-rendered HTML, which
 * the page-text fixtures are made of (issue 44: the pages' copy moves to seeded blocks, and the
 * fixtures, captured at commit 72796f7, hold what the pages read before). Here because Vitest runs
 * tests/integration/, not tests/support/.
 */
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { decodeEntities, visibleText } from '../support/page-text';
import { renderRoutePage } from '../support/route-render';

describe('visibleText', () => {
  it('puts each block on a line of its own and keeps inline elements in their sentence', () => {
    const html =
      '<section><h1>Title</h1><p>Read our <a href="/privacy">Privacy Policy</a>.</p><ul><li>One</li><li>Two</li></ul>' +
      '<div>Before<br>after</div><label>First Name<span aria-hidden="true">*</span></label></section>';
    expect(visibleText(html)).toBe('Title\nRead our Privacy Policy.\nOne\nTwo\nBefore\nafter\nFirst Name*');
  });

  it('breaks the line between two elements that touch, not between text and an element', () => {
    expect(visibleText('<p><span>Insights</span><time>March 14, 2025</time></p>')).toBe('Insights\nMarch 14, 2025');
    expect(visibleText('<p><span>Insights</span> <time>March 14, 2025</time></p>')).toBe('Insights March 14, 2025');
    expect(visibleText('<a>Learn more<span class="sr-only"> about Acme</span></a>')).toBe('Learn more about Acme');
    expect(visibleText('<p><img alt="Logo A"><img alt="Logo B"></p>')).toBe('[img: Logo A]\n[img: Logo B]');
  });

  it('leaves out scripts, styles, templates, noscript, comments and attribute values', () => {
    const html =
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script><style>.a > b { color: red }</style>' +
      '<template><p>Template</p></template><noscript>No script</noscript><!-- a comment --><p aria-label="Label" title="a > b">Shown</p>';
    expect(visibleText(html)).toBe('Shown');
  });

  it('keeps aria-hidden text: it is on the screen', () => {
    expect(visibleText('<p><span aria-hidden="true">01</span></p><h3>Stage</h3>')).toBe('01\nStage');
  });

  it('keeps the text of hidden elements, each line marked', () => {
    const html = '<div><h3><button>Question one</button></h3><div hidden=""><p>Answer one</p><p>More</p></div><h3><button>Question two</button></h3></div>';
    expect(visibleText(html)).toBe('Question one\n(hidden) Answer one\n(hidden) More\nQuestion two');
    expect(visibleText('<p>Shown <span hidden>secret</span> again</p>')).toBe('Shown\n(hidden) secret\nagain');
  });

  it('reads an image by its alt text and a field by its placeholder; a decorative image not at all', () => {
    const html = '<img src="a.png" alt="A &amp; B"><img src="b.png" alt=""><textarea placeholder="Tell us more"></textarea><input type="hidden" name="t" value="token">';
    expect(visibleText(html)).toBe('[img: A & B]\n[placeholder: Tell us more]');
  });

  it('reads a textarea by what it holds, and a select by its options', () => {
    expect(visibleText('<textarea name="m">Hello &lt;there&gt;</textarea><select><option value="">Choose</option><option>One</option></select>')).toBe(
      'Hello <there>\nChoose\nOne',
    );
  });

  it('collapses spaces and tabs, trims lines and drops empty ones, and keeps a line break written in the text', () => {
    expect(visibleText('<p>  Two \t  words  </p>\n\n<p> </p><p>Line one\nLine two</p>')).toBe('Two words\nLine one\nLine two');
  });

  it('reads what React writes for the page a visitor sees', async () => {
    const Component = () =>
      createElement('main', null, createElement('h1', null, 'Tom & Jerry’s "quotes" <here>'), createElement('p', null, "It's ", 2025, ' and ', 'on'));
    const html = await renderRoutePage({ Component, path: '/' });
    expect(visibleText(html)).toBe('Tom & Jerry’s "quotes" <here>\nIt\'s 2025 and on');
  });
});

describe('decodeEntities', () => {
  it('decodes the entities React writes, &apos;, &nbsp; and numeric ones, once', () => {
    expect(decodeEntities('&amp; &lt; &gt; &quot; &#x27; &#39; &apos;')).toBe('& < > " \' \' \'');
    expect(decodeEntities('a&nbsp;b')).toBe('a\u00a0b');
    expect(decodeEntities('&#x1F600; &#169;')).toBe('😀 ©');
    expect(decodeEntities('&amp;lt;')).toBe('&lt;');
  });

  it('leaves an unknown name as written and replaces an impossible code point', () => {
    expect(decodeEntities('&copy; & &;')).toBe('&copy; & &;');
    expect(decodeEntities('&#xD800; &#0;')).toBe('\ufffd \ufffd');
  });
});
