/**
 * The admin testimonial form (product §5 "Admin forms" — Testimonial) and the admin testimonial
 * texts (product §2, §8), verbatim where product gives them.
 */
import { z } from 'zod';
import { checkbox, optionalText, requiredText } from './forms';
import { displayOrder, optionalAddress } from './admin-form';

export const TESTIMONIAL_LIMITS = { name: 100, title: 150, company: 200, quote: 2000 } as const;

/** Our required-field messages (product marks the fields with * and gives no text). */
export const testimonialRequired = {
  name: 'Name is required.',
  title: 'Title is required.',
  quote: 'Testimonial quote is required.',
} as const;

/** product §5: Name, Title, Quote required; display order a number ≥ 0; empty company and image URL → null. */
export const testimonialSchema = z.object({
  name: requiredText(testimonialRequired.name, 'Name', TESTIMONIAL_LIMITS.name),
  title: requiredText(testimonialRequired.title, 'Title', TESTIMONIAL_LIMITS.title),
  company: optionalText('Company', TESTIMONIAL_LIMITS.company),
  quote: requiredText(testimonialRequired.quote, 'Testimonial quote', TESTIMONIAL_LIMITS.quote),
  image_url: optionalAddress('Image URL', { allowPath: true }),
  display_order: displayOrder,
  is_active: checkbox,
});

export type TestimonialInput = z.output<typeof testimonialSchema>;

/** The form's values (strings, as the inputs hold them): a new testimonial, active, order 0. */
export function newTestimonialValues(): Record<string, string> {
  return { name: '', title: '', company: '', quote: '', image_url: '', display_order: '0', is_active: 'on' };
}

/** A stored testimonial as the form's values. */
export function testimonialValues(row: {
  name: string;
  title: string;
  company: string | null;
  quote: string;
  image_url: string | null;
  display_order: number;
  is_active: boolean;
}): Record<string, string> {
  return {
    name: row.name,
    title: row.title,
    company: row.company ?? '',
    quote: row.quote,
    image_url: row.image_url ?? '',
    display_order: String(row.display_order),
    is_active: row.is_active ? 'on' : '',
  };
}
