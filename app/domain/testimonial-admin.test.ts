import { describe, expect, it } from 'vitest';
import { fieldErrors } from './admin-form';
import { newTestimonialValues, testimonialRequired, testimonialSchema, testimonialValues } from './testimonial-admin';
import { testimonialAdminCopy as testimonialText } from '~/content/admin/catalog';

const valid = { name: ' Ada Lovelace ', title: 'CTO', company: '', quote: 'Great partners.', image_url: '', display_order: '3', is_active: 'on' };

describe('testimonial form', () => {
  it('trims values, stores empty company and image URL as null, reads the number and the checkbox', () => {
    expect(testimonialSchema.parse(valid)).toEqual({
      name: 'Ada Lovelace',
      title: 'CTO',
      company: null,
      quote: 'Great partners.',
      image_url: null,
      display_order: 3,
      is_active: true,
    });
    expect(testimonialSchema.parse({ ...valid, is_active: undefined, company: 'Acme' })).toMatchObject({ is_active: false, company: 'Acme' });
  });

  it('names each missing required field', () => {
    const result = testimonialSchema.safeParse({ ...valid, name: ' ', title: '', quote: '' });
    expect(fieldErrors(result.error!)).toEqual({
      name: testimonialRequired.name,
      title: testimonialRequired.title,
      quote: testimonialRequired.quote,
    });
  });

  it('refuses a negative display order and over-long text', () => {
    expect(fieldErrors(testimonialSchema.safeParse({ ...valid, display_order: '-1' }).error!)).toHaveProperty('display_order');
    expect(fieldErrors(testimonialSchema.safeParse({ ...valid, quote: 'x'.repeat(2001) }).error!).quote).toBe(
      'Testimonial quote must be at most 2,000 characters.',
    );
  });

  it('uses product texts verbatim', () => {
    expect(testimonialText.saveError('boom')).toBe('Error saving testimonial: boom');
    expect(testimonialText.loadError('boom')).toBe('Error loading testimonial: boom');
    expect(testimonialText.deleteError('boom')).toBe('Error deleting testimonial: boom');
    expect(testimonialText.updateError('boom')).toBe('Error updating testimonial: boom');
    expect(testimonialText.noIdForUpdate).toBe('No testimonial ID provided for update');
  });
});

describe('testimonial form values', () => {
  it('a stored row round-trips through the form', () => {
    const row = { name: 'Ada', title: 'CTO', company: null, quote: 'Q', image_url: '/images/a.svg', display_order: 4, is_active: false };
    expect(testimonialSchema.parse(testimonialValues(row))).toEqual(row);
    expect(newTestimonialValues()).toMatchObject({ display_order: '0', is_active: 'on' });
  });
});
