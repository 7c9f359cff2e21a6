/**
 * Gated downloads (/digital-experience solution guides, /security-services resources; product §2,
 * §5, §7, §8): resource cards, and a dialog showing the resource's name, file name and type that
 * asks for an e-mail and an optional consultation. Submit is disabled while the e-mail is empty or
 * the request is processing. The lead is stored first; then HEAD /downloadables/solutions/{id}:
 * present → the browser downloads it as '{resourceName}.pdf' and a success panel closes itself
 * after 3 s; missing or failing → the product's coming-soon alert (shown as alert text, kept until
 * dismissed — the original's browser alert also waited for the visitor).
 *
 * Without JavaScript each card's button links to `?resource={id}#download-gate`, which renders
 * the same form in the page; its answer offers the file as a link, or the coming-soon alert.
 *
 * The form and its answers (download-gate-form.tsx) are loaded when first needed — warmed when the
 * visitor points at or focuses a card's button — and rendered on the server as usual for the
 * no-JS panel.
 */
import { lazy, Suspense, useCallback, useState, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import { DialogOnDemand, preloadDialog } from '~/components/forms/dialog-on-demand';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { useDownloadGateCopy } from '~/components/forms/download-gate-copy';
import { useLocale } from '~/components/ui/locale';
import type { DownloadableResource } from '~/content/types';

const loadGate = () => import('~/components/forms/download-gate-form');
const Gate = lazy(() => loadGate().then((module) => ({ default: module.Gate })));
const preloadGate = () => {
  preloadDialog();
  void loadGate();
};

const PANEL_ID = 'download-gate';

export function DownloadableResources({ resources, page }: { resources: readonly DownloadableResource[]; page: string }) {
  const { form: copy } = useDownloadGateCopy(useLocale());
  const [selected, setSelected] = useState<DownloadableResource | null>(null);
  const [searchParams] = useSearchParams();
  const inlineResource = resources.find((resource) => resource.id === searchParams.get('resource'));
  const close = useCallback(() => setSelected(null), []);

  const open = (resource: DownloadableResource) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setSelected(resource);
  };

  return (
    <div className="mt-10" data-page={page}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {resources.map((resource) => (
          <li key={resource.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <h3 className="text-lg font-bold tracking-tight">{resource.name}</h3>
              <Badge tone="brand">{resource.type}</Badge>
            </div>
            <p className="mt-3 flex-1 text-slate-700">{resource.description}</p>
            <a
              href={`?resource=${encodeURIComponent(resource.id)}#${PANEL_ID}`}
              onClick={open(resource)}
              onFocus={preloadGate}
              onPointerEnter={preloadGate}
              onPointerDown={preloadGate}
              className={buttonClass('secondary', 'mt-6 self-start')}
              aria-label={`${copy.cardButton} ${resource.name}`}
            >
              {copy.cardButton}
            </a>
          </li>
        ))}
      </ul>

      <DialogOnDemand open={selected !== null} onClose={close} title={selected?.name ?? copy.title} description={copy.intro}>
        {selected ? (
          <Suspense fallback={null}>
            <Gate key={selected.id} resource={selected} onDone={close} />
          </Suspense>
        ) : null}
      </DialogOnDemand>

      {inlineResource ? (
        <section id={PANEL_ID} aria-labelledby={`${PANEL_ID}-title`} className="mt-10 max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 id={`${PANEL_ID}-title`} className="text-xl font-bold">
            {inlineResource.name}
          </h3>
          <p className="mt-2 text-slate-700">{copy.intro}</p>
          {/* No Suspense boundary of its own: the server then waits for the form and puts it in the
              HTML (a boundary's content would be streamed in by a script; this panel is for visitors
              without JavaScript). */}
          <Gate resource={inlineResource} />
        </section>
      ) : null}
    </div>
  );
}
