/**
 * The download gate (/digital-experience solution guides, /security-services resources):
 * SPEC §5 checks and SPEC §8 alerts, the resource catalogue and the stored lead message.
 */
import { z } from 'zod';
import { solutionGuides } from '~/content/digital-experience';
import { securityResources } from '~/content/security-services';
import type { DownloadableResource } from '~/content/types';
import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE, MAX, checkbox, tooLong, validateForm } from './forms';

export const DOWNLOAD_GATE_MESSAGES = {
  email: 'Please enter your email address to download the resource.',
  invalidEmail: INVALID_EMAIL_MESSAGE,
  unknownResource: 'Please choose one of the resources on this page.',
} as const;

/** SPEC §8: the lead could not be saved. */
export const DOWNLOAD_GATE_FAILURE = 'There was an error processing your request. Please try again.';

/** SPEC §8: the file is missing or the check failed. */
export function comingSoonMessage(resource: Pick<DownloadableResource, 'name' | 'type'>): string {
  return `${resource.name} ${resource.type} is coming soon! Please contact us for more information.`;
}

/** Our wording for the success panel (SPEC does not give one). */
export const DOWNLOAD_GATE_SUCCESS = {
  title: 'Thank You!',
  message: 'Your download will start in a moment.',
} as const;

/** SPEC §9: the success panel closes itself after 3000 ms. */
export const DOWNLOAD_GATE_SUCCESS_MS = 3000;

/** Where the PDFs live, by file name. */
export const DOWNLOADS_PATH = '/downloadables/solutions';

export function resourceUrl(resource: Pick<DownloadableResource, 'id'>): string {
  return `${DOWNLOADS_PATH}/${encodeURIComponent(resource.id)}`;
}

/** The name a downloaded file is saved under (SPEC §7: '{resourceName}.pdf'). */
export function downloadFileName(resource: Pick<DownloadableResource, 'name'>): string {
  return `${resource.name}.pdf`;
}

/** Every gated resource, by page. */
export const RESOURCES_BY_PAGE: Record<string, readonly DownloadableResource[]> = {
  '/digital-experience': solutionGuides,
  '/security-services': securityResources,
};

export function findResource(id: string): DownloadableResource | undefined {
  return Object.values(RESOURCES_BY_PAGE)
    .flat()
    .find((resource) => resource.id === id);
}

/**
 * SPEC §7: a message stating which resource and type were downloaded and from which page, with
 * ' and requested consultation' appended when the box is ticked.
 */
export function downloadLeadMessage(resource: Pick<DownloadableResource, 'name' | 'type'>, page: string, consultation: boolean): string {
  return `Downloaded ${resource.name} (${resource.type}) from ${page} page${consultation ? ' and requested consultation' : ''}`;
}

export const downloadGateSchema = z.object({
  email: z.preprocess(
    (value) => (typeof value === 'string' ? value : ''),
    z
      .string()
      .trim()
      .min(1, DOWNLOAD_GATE_MESSAGES.email)
      .regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE)
      .max(MAX.email, tooLong('Email', MAX.email)),
  ),
  consultation: checkbox,
  resource_id: z.preprocess(
    (value) => (typeof value === 'string' ? value : ''),
    z.string().refine((id) => findResource(id) !== undefined, DOWNLOAD_GATE_MESSAGES.unknownResource),
  ),
});

export type DownloadGateInput = z.output<typeof downloadGateSchema>;

export function validateDownloadGate(input: FormData | Record<string, unknown>) {
  return validateForm(downloadGateSchema, [DOWNLOAD_GATE_MESSAGES.email], input);
}
