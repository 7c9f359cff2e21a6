/** The "Translations" panel of a translated item's edit screen (issue 48). The back office stays in English. */
export const translationsCopy = {
  heading: 'Translations',
  language: (language: string) => `Language: ${language}`,
  intro: (noun: string) =>
    `Each translation is a ${noun} of its own, with its own address, status, schedule, revisions and preview links. Visitors see a translation only once it is published.`,
  none: 'No translations yet.',
  listLabel: 'Translations of this item',
  edit: (language: string) => `Edit the ${language} translation`,
  live: 'Published',
  notLive: 'Not published',
  add: (language: string) => `Add ${language} translation`,
  addHint: (noun: string) =>
    `Makes an unpublished copy of this ${noun} to translate. Its address uses this slug until you give it one in its own language.`,
  /** For the kinds shown inside other pages (testimonials, team members, projects): no address of their own. */
  introUnaddressed: (noun: string) =>
    `Each translation is a ${noun} of its own, with its own status and revisions, shown only on the pages in its language. Visitors see a translation only once it is active.`,
  addHintUnaddressed: (noun: string) => `Makes an inactive copy of this ${noun} to translate.`,
  added: (language: string) => `The ${language} translation was created as a draft. Translate it, give it its own slug, then publish it.`,
  addedUnaddressed: (language: string) => `The ${language} translation was created, inactive. Translate it, then make it active.`,
  refused: {
    not_found: (noun: string) => `This ${noun} no longer exists.`,
    same_locale: (language: string) => `This item is already in ${language}.`,
    translation_exists: (language: string) => `This item already has an ${language} translation: edit that one instead.`,
    slug_taken: (language: string) => `Another ${language} item already uses this slug. Change this item's slug, or rename the other one, and try again.`,
  },
  source: {
    heading: (language: string) => `Translated from ${language}`,
    hint: 'The source as it is now, to translate from (read only).',
    title: 'Title',
    excerpt: 'Excerpt',
    description: 'Description',
    name: 'Name',
    quote: 'Quote',
    bio: 'Bio',
    jobTitle: 'Job title',
    company: 'Company',
    role: 'Role',
    client: 'Client',
    results: 'Key results',
    open: 'Open the source',
    /** The note on a translation whose source has a newer revision (ADR 420 point 2). */
    newer: (language: string, follows: number, latest: number) =>
      follows === 0
        ? `The ${language} source has changed since this translation was made: it is now at revision ${latest}.`
        : `The ${language} source has changed since this translation was made or last marked up to date: it is now at revision ${latest}; this translation follows revision ${follows}.`,
    changes: 'See what changed in the source',
    markCurrent: (latest: number) => `Mark as up to date with revision ${latest}`,
    markCurrentHint: 'Once this translation says what the source now says.',
    marked: (language: string, revision: number) => `This translation is marked up to date with revision ${revision} of the ${language} source.`,
    markRefused: 'This translation has no source to follow any more.',
  },
  languageColumn: 'Language',
} as const;
