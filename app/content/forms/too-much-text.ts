/**
 * What every public form shows when its text is over the form's budget (ADR 290): no form of ours
 * lets that much be typed, so this reaches only a pasted wall of text or a crafted post.
 */
export const TOO_MUCH_TEXT_TITLE = 'Too much text';

/** `limit` is the server's plain message naming the budget (tooMuchTextMessage). */
export function tooMuchTextFailure(limit: string): { title: string; message: string } {
  return { title: TOO_MUCH_TEXT_TITLE, message: `${limit} Please shorten what you wrote and send it again.` };
}
