/** The download gate's texts in the page's language (issue 48): the cards' buttons and the gate's form. */
import { downloadGateCopy } from '~/content/forms/download-gate';
import type { Translated } from '~/content/locales/shape';
import type { DownloadGateChecks } from '~/domain/download-gate';
import { DOWNLOAD_GATE_SUCCESS } from '~/domain/public-form-display';
import type { ConsentCopy } from '~/components/forms/form-copy';
import { localizedCopy } from '~/components/forms/localized-copy';

export interface DownloadGateCopy {
  form: Translated<typeof downloadGateCopy>;
  success: Translated<typeof DOWNLOAD_GATE_SUCCESS>;
  consent?: ConsentCopy;
  /** The checks' messages; absent: English (the schema module's own). */
  checks?: DownloadGateChecks;
}

export const useDownloadGateCopy = localizedCopy<DownloadGateCopy>(
  { form: downloadGateCopy, success: DOWNLOAD_GATE_SUCCESS },
  { ar: () => import('~/components/forms/arabic-copy').then((module) => module.arabicDownloadGate) },
);
