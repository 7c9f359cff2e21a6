import { Link } from 'react-router';
import { historyCopy } from '~/content/admin/history';
import { historyHref, type RevisionedEntity } from '~/domain/revisions';
import { buttonClass } from '~/components/ui/button';

/** The edit screen's way to an item's history (issue 43), in its header beside Preview and Back. */
export function HistoryLink({ entity, id }: { entity: RevisionedEntity; id: string }) {
  return (
    <Link to={historyHref(entity, id)} className={buttonClass('ghost', 'px-3 py-1.5')}>
      {historyCopy.linkLabel}
    </Link>
  );
}
