/**
 * Posted admin forms kept across an ended session (issue 21, ADR 130). When requireStaff meets a
 * form's save without a session, what was posted (text fields only; files cannot be kept) is
 * stored under a random id, and the sign-in redirect goes back to the form with `?resume={id}`.
 * After signing in, the admin layout's loader takes it (once) for the form to show — with or
 * without JavaScript in the browser.
 *
 * Nothing here knows who posted: the session that would say so has ended. The id is 144 random
 * bits, travels only in the sign-in redirect (and the sign-in e-mail to the staff member), is read
 * only by a signed-in staff member on the same path, once, and is kept a day at most.
 */
import crypto from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { isSavePost, RESUME_KEEP_HOURS } from '~/domain/form-resume';
import { db } from '~/server/db/db.server';
import { adminFormResume } from '~/server/db/schema.server';
import { log } from '~/server/platform/log.server';
import { withPostedForm } from '~/server/platform/uploads.server';

/** Keeps what `request` posts (a form's save) for `path`; the id to resume with, or null. */
export async function keepPostedForm(request: Request, path: string): Promise<string | null> {
  if (request.method.toUpperCase() !== 'POST') return null;
  let values: Record<string, string> | null;
  try {
    // The request's own body, not a copy: the guard answers with the sign-in redirect right after
    // this, so nothing reads it again — and a copy (a tee) would keep the unread original in memory,
    // a whole image upload when a session ends during one.
    values = await withPostedForm(request, async (form) => savedTextFields(form), { whenUnreadable: () => null });
  } catch {
    return null;
  }
  if (!values) return null;
  const id = crypto.randomBytes(18).toString('base64url');
  try {
    const cutoff = new Date(Date.now() - RESUME_KEEP_HOURS * 3_600_000);
    await db().delete(adminFormResume).where(lt(adminFormResume.created_at, cutoff));
    await db().insert(adminFormResume).values({ id, path, values });
    return id;
  } catch (error) {
    // The sign-in still happens; only the typed values are not brought back (the browser's draft may be).
    log.error({ err: error }, 'posted admin form could not be kept');
    return null;
  }
}

/** The text fields of a form's save (the first value of each name), or null when it is not a save. */
function savedTextFields(form: FormData): Record<string, string> | null {
  const intent = form.get('intent');
  if (!isSavePost(typeof intent === 'string' ? intent : null)) return null;
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string' && !(key in values)) values[key] = value;
  return Object.keys(values).length === 0 ? null : values;
}

/** What was posted on `path` under `id`, removed as it is read; null when none (or another path's). */
export async function takePostedForm(id: string, path: string): Promise<Record<string, string> | null> {
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(id)) return null;
  const cutoff = new Date(Date.now() - RESUME_KEEP_HOURS * 3_600_000);
  const [row] = await db()
    .delete(adminFormResume)
    .where(and(eq(adminFormResume.id, id), eq(adminFormResume.path, path)))
    .returning({ values: adminFormResume.values, created_at: adminFormResume.created_at });
  if (!row || row.created_at < cutoff) return null;
  return row.values;
}
