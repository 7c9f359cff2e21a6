/**
 * The download gate (/digital-experience solution guides, /security-services resources):
 * product §5 checks and product §8 alerts, the resource catalogue and the stored lead message.
 */
import { z } from 'zod';
import { solutionGuides } from '~/content/site/digital-experience';
import { securityResources } from '~/content/site/security-services';
import type { DownloadableResource } from '~/content/types';
import { ENGLISH_FORM_MESSAGES, INVALID_EMAIL_MESSAGE, checkbox, requiredEmail, validateForm, type FormMessages } from './forms';
import type { Translated } from '~/content/locales/shape';

export { comingSoonMessage, DOWNLOADS_PATH, downloadFileName, resourceUrl } from './download-files';
export { DOWNLOAD_GATE_SUCCESS, DOWNLOAD_GATE_SUCCESS_MS } from './public-form-display';

export const DOWNLOAD_GATE_MESSAGES = {
  email: 'Please enter your email address to download the resource.',
  invalidEmail: INVALID_EMAIL_MESSAGE,
  unknownResource: 'Please choose one of the resources on this page.',
} as const;

/** product §8: the lead could not be saved. */
export const DOWNLOAD_GATE_FAILURE = 'There was an error processing your request. Please try again.';

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
 * product §7: a message stating which resource and type were downloaded and from which page, with
 * ' and requested consultation' appended when the box is ticked.
 */
export function downloadLeadMessage(resource: Pick<DownloadableResource, 'name' | 'type'>, page: string, consultation: boolean): string {
  return `Downloaded ${resource.name} (${resource.type}) from ${page} page${consultation ? ' and requested consultation' : ''}`;
}

/** The download gate's check messages in one language (issue 48). */
export interface DownloadGateChecks {
  messages: FormMessages;
  gate: Translated<typeof DOWNLOAD_GATE_MESSAGES>;
}

export const ENGLISH_DOWNLOAD_GATE_CHECKS: DownloadGateChecks = { messages: ENGLISH_FORM_MESSAGES, gate: DOWNLOAD_GATE_MESSAGES };

function downloadGateSchemaWith({ messages: m, gate }: DownloadGateChecks) {
  return z.object({
    email: requiredEmail(gate.email, m.invalidEmail),
    consultation: checkbox,
    resource_id: z.preprocess(
      (value) => (typeof value === 'string' ? value : ''),
      z.string().refine((id) => findResource(id) !== undefined, gate.unknownResource),
    ),
  });
}

export const downloadGateSchema = downloadGateSchemaWith(ENGLISH_DOWNLOAD_GATE_CHECKS);

export type DownloadGateInput = z.output<typeof downloadGateSchema>;

const schemas = new WeakMap<DownloadGateChecks, typeof downloadGateSchema>([[ENGLISH_DOWNLOAD_GATE_CHECKS, downloadGateSchema]]);

export function validateDownloadGate(input: FormData | Record<string, unknown>, checks: DownloadGateChecks = ENGLISH_DOWNLOAD_GATE_CHECKS) {
  let schema = schemas.get(checks);
  if (!schema) schemas.set(checks, (schema = downloadGateSchemaWith(checks)));
  return validateForm(schema, [checks.gate.email], input, checks.messages);
}
