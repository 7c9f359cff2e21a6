/**
 * Gated downloads (/digital-experience solution guides, /security-services resources; SPEC §2,
 * §5, §7, §8): resource cards, and a dialog showing the resource's name, file name and type that
 * asks for an e-mail and an optional consultation. Submit is disabled while the e-mail is empty or
 * the request is processing. The lead is stored first; then HEAD /downloadables/solutions/{id}:
 * present → the browser downloads it as '{resourceName}.pdf' and a success panel closes itself
 * after 3 s; missing or failing → SPEC's coming-soon alert (shown as alert text, kept until
 * dismissed — the original's browser alert also waited for the visitor).
 *
 * Without JavaScript each card's button links to `?resource={id}#download-gate`, which renders
 * the same form in the page; its answer offers the file as a link, or the coming-soon alert.
 */
import { useCallback, useEffect, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { FormGuardFields } from './form-guard';
import { Badge } from './ui/badge';
import { Button, buttonClass } from './ui/button';
import { Dialog } from './ui/dialog';
import { CheckboxField, TextField } from './ui/field';
import { keptValue, usePublicForm } from './use-public-form';
import { downloadGateCopy as copy } from '~/content/forms';
import type { DownloadableResource } from '~/content/types';
import { MAX } from '~/domain/form-basics';
import { comingSoonMessage, downloadFileName, DOWNLOAD_GATE_SUCCESS, DOWNLOAD_GATE_SUCCESS_MS, resourceUrl } from '~/domain/public-form-display';

const loadValidator = () => import('~/domain/download-gate').then((module) => module.validateDownloadGate);

const PANEL_ID = 'download-gate';

const noSubscription = () => () => {};
/** False during the server render and hydration, true once JavaScript runs the page. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function DownloadableResources({ resources, page }: { resources: readonly DownloadableResource[]; page: string }) {
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
              className={buttonClass('secondary', 'mt-6 self-start')}
              aria-label={`${copy.cardButton} ${resource.name}`}
            >
              {copy.cardButton}
            </a>
          </li>
        ))}
      </ul>

      <Dialog open={selected !== null} onClose={close} title={selected?.name ?? copy.title} description={copy.intro}>
        {selected ? <Gate key={selected.id} resource={selected} onDone={close} /> : null}
      </Dialog>

      {inlineResource ? (
        <section id={PANEL_ID} aria-labelledby={`${PANEL_ID}-title`} className="mt-10 max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 id={`${PANEL_ID}-title`} className="text-xl font-bold">
            {inlineResource.name}
          </h3>
          <p className="mt-2 text-slate-700">{copy.intro}</p>
          <Gate resource={inlineResource} />
        </section>
      ) : null}
    </div>
  );
}

type Phase = 'form' | 'checking' | 'downloaded' | 'coming-soon';

function Gate({ resource, onDone }: { resource: DownloadableResource; onDone?: () => void }) {
  const hydrated = useHydrated();
  const [phase, setPhase] = useState<Phase>('form');

  const afterStored = useCallback(async () => {
    setPhase('checking');
    try {
      const response = await fetch(resourceUrl(resource), { method: 'HEAD' });
      if (!response.ok) throw new Error(String(response.status));
      const link = document.createElement('a');
      link.href = resourceUrl(resource);
      link.download = downloadFileName(resource);
      document.body.append(link);
      link.click();
      link.remove();
      setPhase('downloaded');
    } catch {
      setPhase('coming-soon');
    }
  }, [resource]);

  const gate = usePublicForm({ form: 'download_gate', loadValidator, key: resource.id, onSuccess: () => void afterStored() });
  const { fetcher, formRef, busy, failure, answer, onSubmit, warm, documentResult } = gate;
  const [email, setEmail] = useState(keptValue(documentResult, 'email') ?? '');

  // SPEC §9: the success panel closes itself after 3 seconds.
  useEffect(() => {
    if (phase !== 'downloaded' || !onDone) return;
    const timer = setTimeout(onDone, DOWNLOAD_GATE_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [phase, onDone]);

  if (phase === 'downloaded') return <SuccessPanel />;
  if (phase === 'coming-soon') return <ComingSoon resource={resource} onDone={onDone} />;
  if (documentResult?.ok) {
    return documentResult.extra?.available ? (
      <SuccessPanel>
        <a href={resourceUrl(resource)} download={downloadFileName(resource)} className={buttonClass('primary', 'mt-4')}>
          {copy.downloadLink}
        </a>
      </SuccessPanel>
    ) : (
      <ComingSoon resource={resource} />
    );
  }

  const processing = busy || phase === 'checking';
  const alert = failure?.message ?? (answer && !answer.ok ? answer.message : undefined) ?? (documentResult && !documentResult.ok ? documentResult.message : undefined);
  return (
    <fetcher.Form ref={formRef} method="post" noValidate onSubmit={onSubmit} onFocus={warm} onPointerDown={warm} aria-label={`${copy.title}: ${resource.name}`} className="relative mt-4 space-y-4">
      <FormGuardFields form="download_gate" />
      <input type="hidden" name="resource_id" value={resource.id} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-4 text-sm">
        <dt className="font-medium text-slate-600">{copy.resourceLabel}</dt>
        <dd>{resource.name}</dd>
        <dt className="font-medium text-slate-600">{copy.fileLabel}</dt>
        <dd className="break-all font-mono">{resource.id}</dd>
        <dt className="font-medium text-slate-600">{copy.typeLabel}</dt>
        <dd className="capitalize">{resource.type}</dd>
      </dl>
      {alert ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900">
          {alert}
        </p>
      ) : null}
      <TextField
        label={copy.email}
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={MAX.email}
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
      />
      <CheckboxField label={copy.consultation} name="consultation" value="on" />
      <Button type="submit" disabled={hydrated && (email.trim() === '' || processing)}>
        {processing ? copy.processing : copy.submit}
      </Button>
    </fetcher.Form>
  );
}

function SuccessPanel({ children }: { children?: ReactNode }) {
  return (
    <div role="status" className="mt-4 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
      <p className="font-bold">{DOWNLOAD_GATE_SUCCESS.title}</p>
      <p className="mt-1">{DOWNLOAD_GATE_SUCCESS.message}</p>
      {children}
    </div>
  );
}

function ComingSoon({ resource, onDone }: { resource: DownloadableResource; onDone?: () => void }) {
  return (
    <div className="mt-4 space-y-4">
      <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 font-medium text-amber-950">
        {comingSoonMessage(resource)}
      </p>
      {onDone ? (
        <Button variant="secondary" onClick={onDone}>
          {copy.close}
        </Button>
      ) : null}
    </div>
  );
}
