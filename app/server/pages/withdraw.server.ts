/**
 * The candidate's withdraw link (issue 18): the signed token (purpose 'withdraw-application',
 * 30 days; signed-links.server.ts) names the application; using it deletes the application, its
 * résumé and every copy (its staff notification and the candidate's confirmation in the outbox,
 * sent or still waiting — a waiting one is dropped unsent; its audit values), audited without the
 * candidate's details (privacy/person.server.ts; issue 40, finding 5). Nothing about the candidate
 * is shown but the job's title.
 */
import { applicationJobTitle } from '~/domain/applications';
import { getApplication, withdrawApplication } from '~/server/entities/applications.server';
import { log } from '~/server/platform/log.server';
import { checkSignedLinkToken } from '~/server/platform/signed-links.server';

export type WithdrawState =
  | { state: 'ready'; token: string; jobTitle: string }
  | { state: 'withdrawn' }
  | { state: 'gone' }
  | { state: 'invalid' };

/** What the link's page shows: the confirmation, or why there is nothing to do. */
export async function applicationToWithdraw(token: string): Promise<WithdrawState> {
  const check = checkSignedLinkToken('withdraw-application', token);
  if (!check.ok) return { state: 'invalid' };
  const application = await getApplication(check.id);
  if (!application) return { state: 'gone' };
  return { state: 'ready', token, jobTitle: applicationJobTitle(application) };
}

/** Withdraws the application the token names. */
export async function withdrawWithToken(token: string): Promise<WithdrawState> {
  const check = checkSignedLinkToken('withdraw-application', token);
  if (!check.ok) return { state: 'invalid' };
  const withdrawn = await withdrawApplication(check.id);
  if (withdrawn) log.info({ application: check.id }, 'application withdrawn by the candidate');
  return { state: withdrawn ? 'withdrawn' : 'gone' };
}
