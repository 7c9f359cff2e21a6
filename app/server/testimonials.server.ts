/** testimonials. Public functions return active rows only (SPEC §6, §7; DESIGN §3.2). */
import { asc, eq } from 'drizzle-orm';
import { db } from './db.server';
import { testimonials } from './schema.server';

// ── Public (active/published only) ───────────────────────────────────────────────────────────

export interface PublicTestimonial {
  id: string;
  quote: string;
  name: string;
  title: string;
  company: string | null;
  image_url: string | null;
}

/** Active testimonials by display_order ascending. */
export async function listActiveTestimonials(): Promise<PublicTestimonial[]> {
  return db()
    .select({
      id: testimonials.id,
      quote: testimonials.quote,
      name: testimonials.name,
      title: testimonials.title,
      company: testimonials.company,
      image_url: testimonials.image_url,
    })
    .from(testimonials)
    .where(eq(testimonials.is_active, true))
    .orderBy(asc(testimonials.display_order), asc(testimonials.created_at), asc(testimonials.id));
}
