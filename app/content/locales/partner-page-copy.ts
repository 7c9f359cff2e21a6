/**
 * The partner pages' copy per locale (issue 48): a page picks by its language (useLocale(), or the
 * request's in a loader). English is the source; each other locale's copy is typed against it.
 */
import type { Locale } from '~/domain/locales';
import type { PartnershipType } from '~/domain/options';
import { arPartnerDetailCopy, arPartnersCopy, arPartnershipTypeLabels } from '~/content/locales/ar/partners';
import { partnerDetailCopy, partnersCopy, partnershipTypeLabels, type PartnerDetailCopy, type PartnersCopy } from '~/content/site/partners';

export const partnersCopies: Readonly<Record<Locale, PartnersCopy>> = { en: partnersCopy, ar: arPartnersCopy };

export const partnerDetailCopies: Readonly<Record<Locale, PartnerDetailCopy>> = { en: partnerDetailCopy, ar: arPartnerDetailCopy };

const PARTNERSHIP_TYPE_LABELS: Readonly<Record<Locale, Readonly<Record<PartnershipType, string>>>> = { en: partnershipTypeLabels, ar: arPartnershipTypeLabels };

/** A stored partnership type (its English name) as the page's language says it; an unknown value as stored. */
export function partnershipTypeLabel(locale: Locale, type: string): string {
  const labels = PARTNERSHIP_TYPE_LABELS[locale];
  return Object.hasOwn(labels, type) ? labels[type as PartnershipType] : type;
}
