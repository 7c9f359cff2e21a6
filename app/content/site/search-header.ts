/** The header's search field (issue 45): its words only, so every page carries no more of search's copy. */
export const searchHeaderCopy = {
  label: 'Search the site',
  placeholder: 'Search',
  submit: 'Search',
} as const;
