/** The download gate's files (product §7, §8), without zod: used by the gate's form in the browser and by the action. */
import type { DownloadableResource } from '~/content/types';

/** product §8: the file is missing or the check failed. */
export function comingSoonMessage(resource: Pick<DownloadableResource, 'name' | 'type'>): string {
  return `${resource.name} ${resource.type} is coming soon! Please contact us for more information.`;
}

/** Where the PDFs live, by file name. */
export const DOWNLOADS_PATH = '/downloadables/solutions';

export function resourceUrl(resource: Pick<DownloadableResource, 'id'>): string {
  return `${DOWNLOADS_PATH}/${encodeURIComponent(resource.id)}`;
}

/** The name a downloaded file is saved under (product §7: '{resourceName}.pdf'). */
export function downloadFileName(resource: Pick<DownloadableResource, 'name'>): string {
  return `${resource.name}.pdf`;
}
