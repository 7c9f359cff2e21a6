/** Back-office copy for the difference between two revisions of an item (issue 43, the history screen). */

export const revisionDiffCopy = {
  /** The legend above the fields: a sample of each mark and the revision whose text it shows. */
  legendLabel: 'How changes are shown',
  removed: 'Removed',
  added: 'Added',
  onlyIn: (revision: string) => `text only in ${revision}`,
  /** Read by screen readers around each change (visually hidden; the spaces keep words apart). */
  removedStart: ' removed: ',
  removedEnd: ' end removed ',
  addedStart: ' added: ',
  addedEnd: ' end added ',
  /** The columns of a value's before/after table and the captions of the two images. */
  before: 'Before',
  after: 'After',
  imageAlt: (side: string, field: string) => `${field}, ${side.toLowerCase()}`,
  noImage: 'No image',
  unchanged: 'Unchanged',
  noDifferences: 'No differences',
} as const;
