/** The delete protocol shared by admin lists (see app/components/admin/delete-form.tsx). */

export function isConfirmedDelete(form: FormData): boolean {
  return form.get('confirmed') === 'yes';
}

/** Where an unconfirmed delete goes: the same list, asking for confirmation. */
export function confirmDeleteLocation(request: Request, id: string): string {
  const url = new URL(request.url);
  url.searchParams.set('confirm-delete', id);
  return `${url.pathname}?${url.searchParams.toString()}`;
}

/** The id awaiting confirmation on a list page, if any. */
export function pendingDeleteId(request: Request): string | null {
  return new URL(request.url).searchParams.get('confirm-delete');
}
