/**
 * The one dialog (ui/dialog.tsx), loaded the first time it opens and then kept mounted, so closing
 * it still returns focus to the opener. For dialogs that open only after a click (the lead modal,
 * the download gate, the application dialog): the page does not load their code until then —
 * `preloadDialog` starts loading it when the visitor points at or focuses the trigger.
 */
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { Dialog } from '~/components/ui/dialog';

const loadDialog = () => import('~/components/ui/dialog');
const LazyDialog = lazy(() => loadDialog().then((module) => ({ default: module.Dialog })));

export function preloadDialog(): void {
  void loadDialog();
}

export function DialogOnDemand(props: ComponentProps<typeof Dialog>) {
  const [needed, setNeeded] = useState(false);
  if (props.open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}
