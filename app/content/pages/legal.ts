/**
 * The legal pages' seeds (issue 44): today's copy of /terms and /privacy (content/site/legal.ts)
 * as blocks, and the day each took effect — the seeded version's effective date, which the page
 * shows as its "Last updated" date. Merged into PAGE_SEEDS and PAGE_SEED_DATES (index.ts).
 */
import {
  lastUpdatedLabel,
  privacyIntro,
  privacyLastUpdated,
  privacySections,
  privacySeo,
  privacyTitle,
  termsIntro,
  termsLastUpdated,
  termsSections,
  termsSeo,
  termsTitle,
} from '~/content/site/legal';
import type { IsoDate } from '~/content/types';
import type { PageDocument } from '~/domain/page-blocks/document';

export const termsSeed: PageDocument = {
  seo: { title: termsSeo.title, description: termsSeo.description, image: '', noindex: false },
  blocks: [
    { id: 'heading', type: 'legalHeader', data: { title: termsTitle, dateLabel: lastUpdatedLabel } },
    {
      id: 'terms',
      type: 'legalText',
      data: {
        intro: termsIntro,
        numbering: 'numbered',
        // Numbered sections take their anchor from their number (section-1 …), as they always have.
        sections: termsSections.map((section) => ({ title: section.title, anchor: '', paragraphs: [...section.paragraphs], bullets: [] })),
      },
    },
  ],
};

export const privacySeed: PageDocument = {
  seo: { title: privacySeo.title, description: privacySeo.description, image: '', noindex: false },
  blocks: [
    { id: 'heading', type: 'legalHeader', data: { title: privacyTitle, dateLabel: lastUpdatedLabel } },
    {
      id: 'policy',
      type: 'legalText',
      data: {
        intro: privacyIntro,
        numbering: 'titled',
        sections: privacySections.map((section) => ({
          title: section.title,
          anchor: section.id,
          paragraphs: [...section.paragraphs],
          bullets: [...(section.bullets ?? [])],
        })),
      },
    },
  ],
};

export const LEGAL_SEEDS = { terms: termsSeed, privacy: privacySeed } as const;

/** The day each legal text in code took effect: its seeded version's effective date. */
export const LEGAL_SEED_DATES = { terms: termsLastUpdated, privacy: privacyLastUpdated } as const satisfies Record<keyof typeof LEGAL_SEEDS, IsoDate>;
