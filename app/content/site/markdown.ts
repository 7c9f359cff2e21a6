/** Texts the Markdown renderer adds around an article's, job's or partner's own text. */
export const markdownCopy = {
  /** A table or code block wider than the screen scrolls sideways in a focusable region named this. */
  tableRegion: 'Table, scrolls sideways',
  codeRegion: 'Code, scrolls sideways',
} as const;
