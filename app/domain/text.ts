/** Plain-text helpers for meta descriptions and feeds built from Markdown records. */

/** The first paragraph of a Markdown text as plain text, cut at a word to at most `max` characters. */
export function plainSummary(markdown: string, max = 160): string {
  const paragraph =
    markdown
      .replace(/\r\n?/g, '\n')
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find((block) => block && !/^#{1,6}\s/.test(block)) ?? '';
  const text = paragraph
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~>#]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
