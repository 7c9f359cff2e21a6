/**
 * The public forms' refusals that come before their checks, in Arabic (the English source:
 * server/platform/spam.server.ts SPAM_MESSAGES; server/pages/form-texts.server.ts checks this
 * against its shape, as content may not import server code).
 */

type Text = { title: string; message: string };

/** Arabic counts: one and two have their own words; 3–10 take the plural, 11 and up the singular. */
function arabicMinutes(minutes: number): string {
  if (minutes === 1) return 'دقيقة واحدة';
  if (minutes === 2) return 'دقيقتين';
  return `${minutes} ${minutes <= 10 ? 'دقائق' : 'دقيقة'}`;
}

export const SPAM_MESSAGES: { tooFast: Text; badToken: Text; rateLimited: (minutes: number) => Text } = {
  tooFast: {
    title: 'لحظة من فضلك',
    message: 'وصلنا النموذج أسرع مما توقعنا. يرجى مراجعة بياناتك وإرسال النموذج مرة أخرى.',
  },
  badToken: {
    title: 'يرجى إعادة تحميل الصفحة',
    message: 'انتهت صلاحية هذا النموذج. يرجى إعادة تحميل الصفحة وإرساله مرة أخرى.',
  },
  rateLimited: (minutes) => ({
    title: 'عدد كبير من الطلبات',
    message: `استلمنا عدة طلبات من شبكتك خلال الدقائق القليلة الماضية. يرجى المحاولة مرة أخرى بعد ${arabicMinutes(minutes)}.`,
  }),
};
