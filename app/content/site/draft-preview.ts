/** The banner over a draft article that signed-in staff preview at its public address. */
export const draftPreviewCopy = {
  title: 'Draft preview',
  text: 'This article is not published. Only signed-in staff can see this page.',
  edit: 'Edit article',
} as const;

/** The banner over a page's draft that an editor sees at the page's public address (issue 44). */
export const pageDraftPreviewCopy = {
  title: 'Draft preview',
  text: (version: number) => `This is the page’s unpublished draft; visitors see version ${version}. Only signed-in editors see this draft.`,
  /** A translation not yet published (issue 48): visitors get "page not found" at this address. */
  untranslated: 'This translation is not published: visitors get “page not found” here. Only signed-in editors see this draft.',
  scheduled: (moment: string) => `It publishes by itself at ${moment}.`,
  edit: 'Edit page',
} as const;
