/**
 * The download gate's form and its answers (product §5, §7, §8) inside the dialog or, without
 * JavaScript, the page's panel — see download-gate.tsx, which loads this module on demand.
 */
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { FormGuardFields } from '~/components/forms/form-guard';
import { ConsentNotice } from '~/components/forms/consent-notice';
import { Button, buttonClass } from '~/components/ui/button';
import { CheckboxField, TextField } from '~/components/ui/field';
import { keptValue, usePublicForm } from '~/components/forms/use-public-form';
import { useDownloadGateCopy, type DownloadGateCopy } from '~/components/forms/download-gate-copy';
import { useLocale } from '~/components/ui/locale';
import type { DownloadableResource } from '~/content/types';
import { MAX } from '~/domain/form-basics';
import { comingSoonMessage, downloadFileName, resourceUrl } from '~/domain/download-files';
import { DOWNLOAD_GATE_SUCCESS_MS } from '~/domain/public-form-display';

const noSubscription = () => () => {};
/** False during the server render and hydration, true once JavaScript runs the page. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

type Phase = 'form' | 'checking' | 'downloaded' | 'coming-soon';

export function Gate({ resource, onDone }: { resource: DownloadableResource; onDone?: () => void }) {
  const localized = useDownloadGateCopy(useLocale());
  const { form: copy, checks, success } = localized;
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

  const gate = usePublicForm({
    form: 'download_gate',
    loadValidator: () => import('~/domain/download-gate').then((module) => (formData: FormData) => module.validateDownloadGate(formData, checks)),
    key: resource.id,
    onSuccess: () => void afterStored(),
  });
  const { fetcher, formRef, busy, failure, answer, onSubmit, warm, documentResult } = gate;
  const [email, setEmail] = useState(keptValue(documentResult, 'email') ?? '');

  // product §9: the success panel closes itself after 3 seconds.
  useEffect(() => {
    if (phase !== 'downloaded' || !onDone) return;
    const timer = setTimeout(onDone, DOWNLOAD_GATE_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [phase, onDone]);

  if (phase === 'downloaded') return <SuccessPanel success={success} />;
  if (phase === 'coming-soon') return <ComingSoon resource={resource} onDone={onDone} closeLabel={copy.close} />;
  if (documentResult?.ok) {
    return documentResult.extra?.available ? (
      <SuccessPanel success={success}>
        <a href={resourceUrl(resource)} download={downloadFileName(resource)} className={buttonClass('primary', 'mt-4')}>
          {copy.downloadLink}
        </a>
      </SuccessPanel>
    ) : (
      <ComingSoon resource={resource} closeLabel={copy.close} />
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
      <ConsentNotice copy={localized.consent} />
      <Button type="submit" disabled={hydrated && (email.trim() === '' || processing)}>
        {processing ? copy.processing : copy.submit}
      </Button>
    </fetcher.Form>
  );
}

function SuccessPanel({ success, children }: { success: DownloadGateCopy['success']; children?: ReactNode }) {
  return (
    <div role="status" className="mt-4 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
      <p className="font-bold">{success.title}</p>
      <p className="mt-1">{success.message}</p>
      {children}
    </div>
  );
}

function ComingSoon({ resource, onDone, closeLabel }: { resource: DownloadableResource; onDone?: () => void; closeLabel: string }) {
  return (
    <div className="mt-4 space-y-4">
      <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 font-medium text-amber-950">
        {comingSoonMessage(resource)}
      </p>
      {onDone ? (
        <Button variant="secondary" onClick={onDone}>
          {closeLabel}
        </Button>
      ) : null}
    </div>
  );
}
