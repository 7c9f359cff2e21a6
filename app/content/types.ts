/**
 * Shared shapes for the static content modules in `app/content/`.
 * Types only — no runtime code.
 */

/** A list that must hold exactly six entries (practice services, pillars, cards, benefits). */
export type Six<T> = readonly [T, T, T, T, T, T];

/** A list that must hold exactly four entries (FAQs, values). */
export type Four<T> = readonly [T, T, T, T];

/** ISO calendar date, e.g. '2025-10-27'. */
export type IsoDate = `${number}-${number}-${number}`;

/** A PDF under /downloadables/solutions/, named by its file name. */
export type PdfFileName = `${string}.pdf`;

export interface Hero {
  readonly eyebrow?: string;
  readonly headline: string;
  readonly subhead: string;
}

/** An internal route (`/about-us`) or an in-page anchor (`/digital-experience#staff-augmentation`). */
export interface LinkItem {
  readonly label: string;
  readonly to: string;
}

/**
 * A call-to-action block. `to` absent means the button has no navigation of its own
 * (product: the Security Services closing buttons have no behaviour).
 */
export interface CallToAction {
  readonly heading?: string;
  readonly text: string;
  readonly label: string;
  readonly to?: string;
}

export interface Stat {
  readonly value: string;
  readonly label: string;
}

export interface Faq {
  readonly question: string;
  readonly answer: string;
}

/** product §2 download gate: type is 'guide' or 'blueprint'. */
export type ResourceType = 'guide' | 'blueprint';

export interface DownloadableResource {
  /** The PDF file name; the gate checks /downloadables/solutions/{id}. */
  readonly id: PdfFileName;
  readonly name: string;
  readonly type: ResourceType;
  readonly description: string;
}

/** A page's document title (brand included) and meta description. */
export interface PageSeo {
  readonly title: string;
  /** 120–160 characters where possible. */
  readonly description: string;
}

/** A titled block of prose. */
export interface TextSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
}
