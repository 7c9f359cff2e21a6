/** Reading audit_log rows in integration tests. */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../app/server/db/db.server';
import { audit_log } from '../../app/server/db/schema.server';

export async function auditRowsFor(db: Database, entityId: string) {
  return db.select().from(audit_log).where(eq(audit_log.entity_id, entityId)).orderBy(asc(audit_log.created_at), asc(audit_log.id));
}
