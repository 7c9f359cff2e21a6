import { Badge, type BadgeTone } from '~/components/ui/badge';
import type { LeadStatus } from '~/domain/leads';
import { statusLabel } from '~/domain/inbox';

/** product §2: new blue, contacted yellow, qualified green, converted purple, closed gray. */
export const leadStatusTone: Record<LeadStatus, BadgeTone> = {
  new: 'blue',
  contacted: 'yellow',
  qualified: 'green',
  converted: 'purple',
  closed: 'gray',
};

export function LeadStatusBadge({ status }: { status: string }) {
  return <Badge tone={leadStatusTone[status as LeadStatus] ?? 'gray'}>{statusLabel(status)}</Badge>;
}

