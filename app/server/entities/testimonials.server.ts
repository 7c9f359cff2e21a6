/**
 * testimonials. Public functions return active rows only (product §6, §7; DESIGN §3.2), of one
 * language (issue 48: each translation is a row of its own; English unless asked).
 */
import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '~/domain/locales';
import { parseId } from '~/domain/admin-form';
import { testimonialAdminCopy as copy } from '~/content/admin/catalog';
import type { TestimonialInput } from '~/domain/testimonial-admin';
import type { Actor } from '~/server/entities/admin-content.server';
import { auditedDelete, auditedSaveOrThrow, auditedUpdate } from '~/server/entities/audited-writes.server';
import { db } from '~/server/db/db.server';
import { testimonials } from '~/server/db/schema.server';
import { libraryAltOf } from '~/server/media/library-alt.server';
import { addTranslation, type TranslationResult } from '~/server/entities/translations.server';

// ── Public (active/published only) ───────────────────────────────────────────────────────────

export type PublicTestimonial = Pick<Testimonial, 'id' | 'quote' | 'name' | 'title' | 'company' | 'image_url'>
  /** The media library's alt text when the image is a library image. */
  & { image_alt?: string | null };

/** Active testimonials of one language (English unless asked) by display_order ascending; none of another language stands in. */
export async function listActiveTestimonials(locale: Locale = DEFAULT_LOCALE): Promise<PublicTestimonial[]> {
  return db()
    .select({
      id: testimonials.id,
      quote: testimonials.quote,
      name: testimonials.name,
      title: testimonials.title,
      company: testimonials.company,
      image_url: testimonials.image_url,
      image_alt: libraryAltOf(testimonials.image_url),
    })
    .from(testimonials)
    .where(and(eq(testimonials.is_active, true), eq(testimonials.locale, locale)))
    .orderBy(asc(testimonials.display_order), asc(testimonials.created_at), asc(testimonials.id));
}

// ── Admin (callers have passed requireStaff) ─────────────────────────────────────────────────

export type Testimonial = typeof testimonials.$inferSelect;
const AUDITED = { table: testimonials, entity: 'testimonials' };

/** Every testimonial, active or not, by display_order ascending (product §7 admin). */
export async function listTestimonials(): Promise<Testimonial[]> {
  return db().select().from(testimonials).orderBy(asc(testimonials.display_order), asc(testimonials.created_at), asc(testimonials.id));
}

/** One testimonial by id; undefined when the id is malformed or unknown. */
export async function getTestimonial(id: string): Promise<Testimonial | undefined> {
  const key = parseId(id);
  if (!key) return undefined;
  const [row] = await db().select().from(testimonials).where(eq(testimonials.id, key)).limit(1);
  return row;
}

/**
 * Creates (`id` null) or updates a testimonial, with its audit row in the same transaction.
 * An update of a testimonial that does not exist throws the product's 'No testimonial ID provided for
 * update' when no id is given, else 'Testimonial not found'.
 */
export async function saveTestimonial(staff: Actor, id: string | null, input: TestimonialInput): Promise<Testimonial> {
  const values = {
    quote: input.quote,
    name: input.name,
    title: input.title,
    company: input.company,
    image_url: input.image_url,
    display_order: input.display_order,
    is_active: input.is_active,
  };
  // An id given but blank is the product's own message, not 'not found'.
  if (id !== null && id.trim() === '') throw new Error(copy.noIdForUpdate);
  return auditedSaveOrThrow(staff, AUDITED, id, values, copy.notFound);
}

/** Activates or deactivates a testimonial (product §7 update {is_active}); undefined when unknown. */
export async function setTestimonialActive(staff: Actor, id: string, active: boolean): Promise<Testimonial | undefined> {
  const key = parseId(id);
  return key ? auditedUpdate(staff, AUDITED, key, { is_active: active }, active ? 'activate' : 'deactivate') : undefined;
}

/** Deletes a testimonial; false when there was none with that id. */
export async function deleteTestimonial(staff: Actor, id: string): Promise<boolean> {
  const key = parseId(id);
  return key ? auditedDelete(staff, AUDITED, key) : false;
}

/**
 * A testimonial's translation into `locale` (issue 48): an inactive copy in its group to translate
 * (the quote, job title and company; the name and image copied as they are), audited as a create.
 */
export async function addTestimonialTranslation(staff: Actor, sourceId: string, locale: Locale): Promise<TranslationResult<Testimonial>> {
  const source = await getTestimonial(sourceId);
  if (!source) return { ok: false, reason: 'not_found' };
  const { quote, name, title, company, image_url, display_order } = source;
  return addTranslation(staff, AUDITED, source, locale, { quote, name, title, company, image_url, display_order, is_active: false });
}
