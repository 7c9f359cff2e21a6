/**
 * The three practice areas by id, name and page, in product order: all the site chrome (navigation,
 * footer) needs of practices.ts, kept apart so every page does not carry the practices' copy.
 * Also the small helpers the practice pages share (they import their own practice module, not
 * practices.ts with all three).
 */
import type { PracticeService } from '~/content/site/practices/index';

export const practiceIndex = [
  { id: 'digital-experience', name: 'Digital Experience', route: '/digital-experience' },
  { id: 'generative-ai', name: 'Generative AI and Data', route: '/generative-ai' },
  { id: 'security-services', name: 'Security Services', route: '/security-services' },
] as const;

/** Heading of the FAQ section on each practice page. */
export const practiceFaqHeading = {
  title: 'Frequently Asked Questions',
} as const;

/** Looks a service up by id with its literal type kept; the id is checked at compile time. */
export function pickService<const L extends readonly PracticeService[], I extends L[number]['id']>(
  list: L,
  id: I,
): Extract<L[number], { readonly id: I }> {
  const found = list.find((s): s is Extract<L[number], { readonly id: I }> => s.id === id);
  if (!found) throw new Error(`Unknown practice service: ${id}`);
  return found;
}
