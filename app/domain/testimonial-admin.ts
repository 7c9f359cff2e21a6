/**
 * The admin testimonial form (SPEC §5 "Admin forms" — Testimonial) and the admin testimonial
 * texts (SPEC §2, §8), verbatim where SPEC gives them.
 */
import { z } from 'zod';
import { checkbox, optionalText, requiredText } from './forms';
import { displayOrder, optionalAddress } from './admin-form';

export const TESTIMONIAL_LIMITS = { name: 100, title: 150, company: 200, quote: 2000 } as const;

/** Our required-field messages (SPEC marks the fields with * and gives no text). */
export const testimonialRequired = {
  name: 'Name is required.',
  title: 'Title is required.',
  quote: 'Testimonial quote is required.',
} as const;

/** SPEC §5: Name, Title, Quote required; display order a number ≥ 0; empty company and image URL → null. */
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

/** The names of the form's fields, in the form's order. */
export const TESTIMONIAL_FIELDS = ['name', 'title', 'company', 'quote', 'image_url', 'display_order', 'is_active'] as const;

/** SPEC §2 and §8 texts, verbatim. */
export const testimonialText = {
  empty: 'No testimonials found.',
  createFirst: 'Create Your First Testimonial',
  addNew: 'Add New Testimonial',
  create: 'Create Testimonial',
  update: 'Update Testimonial',
  back: 'Back to Testimonials',
  active: 'Active',
  inactive: 'Inactive',
  activate: 'Activate',
  deactivate: 'Deactivate',
  edit: 'Edit',
  deleteQuestion: 'Are you sure you want to delete this testimonial?',
  noIdForUpdate: 'No testimonial ID provided for update',
  created: 'Testimonial created successfully!',
  updated: 'Testimonial updated successfully!',
  loadError: (message: string) => `Error loading testimonial: ${message}`,
  saveError: (message: string) => `Error saving testimonial: ${message}`,
  deleteError: (message: string) => `Error deleting testimonial: ${message}`,
  updateError: (message: string) => `Error updating testimonial: ${message}`,
  // Ours.
  notFound: 'Testimonial not found',
  activated: 'Testimonial activated.',
  deactivated: 'Testimonial deactivated.',
  deleted: 'Testimonial deleted.',
} as const;
