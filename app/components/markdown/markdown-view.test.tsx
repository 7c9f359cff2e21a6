/**
 * Public pages render Markdown from a tree parsed on the server (`markdownTree` + `MarkdownView`);
 * the admin preview parses in the browser (`Markdown`). Both are one pipeline: the same text must
 * give the same HTML, and the tree keeps the XSS guarantees.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markdownTree } from '~/server/pages/markdown.server';
import { Markdown } from '~/components/markdown/markdown';
import type { HeadingLevel } from '~/components/markdown/markdown-components';
import { MarkdownView } from '~/components/markdown/markdown-view';

const samples = {
  headings: '# One\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six',
  inlineMarks: 'Some **bold**, *italic*, ~~struck~~, `code` and a line  \nbreak.\n\nA second paragraph with an autolink https://example.com and <https://example.org>.',
  links: '[out](https://other.example "Title") [in](/about-us) [proto](//cdn.example/x) [mail](mailto:a@b.example) ![alt text](/images/a.png "Pic") ![](/b.png)',
  unsafe:
    '[bad](javascript:alert(1)) [data](data:text/html,x) [vb](VBScript:msgbox) ![img](javascript:alert(2)) <script>alert(1)</script> <b>bold</b> <img src=x onerror=alert(1)>\n\n<div onclick="x()">block html</div>',
  lists: '- one\n- two\n  - nested **strong**\n\n1. first\n2. second\n\n3. loose three\n\n5. starts at five\n6. six\n\n- [ ] task\n- [x] done',
  quoteAndCode: '> A quote\n> over lines\n\n```ts\nconst x = 1 < 2;\n```\n\n    indented code\n\n---\n\nAfter the rule.',
  table: '| Left | Centre | Right | None |\n|:-----|:------:|------:|------|\n| a | b | c | d |\n| `e` | **f** | [g](/g) | h |',
  footnotes: 'A claim.[^1] Another.[^note]\n\n[^1]: The source.\n[^note]: A *note* with [a link](https://example.com).',
  entities: 'Ampersand &amp; &copy; &#x27; "quotes" and \'apostrophes\' <not-a-tag> 5 > 3',
  empty: '',
} as const;

const variants: { minHeadingLevel?: HeadingLevel; inline?: boolean; className?: string }[] = [
  {},
  { minHeadingLevel: 3, className: 'mt-4 text-lg' },
  { minHeadingLevel: 5 },
  { inline: true },
];

describe('MarkdownView (server-parsed tree) matches Markdown (browser parser)', () => {
  for (const [name, text] of Object.entries(samples)) {
    for (const variant of variants) {
      it(`${name} ${JSON.stringify(variant)}`, () => {
        const expected = renderToString(<Markdown {...variant}>{text}</Markdown>);
        const tree = markdownTree(text);
        // The loader sends the tree as data: it must survive serialisation unchanged.
        const sent = JSON.parse(JSON.stringify(tree)) as typeof tree;
        expect(sent).toEqual(tree);
        expect(renderToString(<MarkdownView tree={sent} {...variant} />)).toBe(expected);
      });
    }
  }
});

describe('MarkdownView safety', () => {
  it('neutralises unsafe links and shows raw HTML as text', () => {
    const html = renderToString(<MarkdownView tree={markdownTree(samples.unsafe)} />);
    expect(html).not.toMatch(/javascript:|data:text\/html|vbscript:/i);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).not.toMatch(/<img[^>]*onerror/);
    // The image whose address was unsafe is left out, not kept with an empty address.
    expect(html).not.toMatch(/<img/);
    expect(html).not.toMatch(/<div onclick/);
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps the outline and marks links to other sites noopener noreferrer', () => {
    const html = renderToString(<MarkdownView tree={markdownTree('# Title\n\n[out](https://other.example) [in](/about-us)')} />);
    expect(html).toMatch(/<h2[^>]*>Title<\/h2>/);
    expect(html).toMatch(/<a href="https:\/\/other.example" rel="noopener noreferrer"/);
    expect(html).toMatch(/<a href="\/about-us" class=/);
  });

  it('carries no functions or components in the tree', () => {
    const json = JSON.stringify(markdownTree(Object.values(samples).join('\n\n')));
    expect(json).not.toContain('function');
    expect(json).not.toMatch(/"on[A-Z]/);
  });
});
