/** The banner over a draft article that signed-in staff preview at its public address. */
export const draftPreviewCopy = {
  title: 'Draft preview',
  text: 'This article is not published. Only signed-in staff can see this page.',
  edit: 'Edit article',
} as const;
