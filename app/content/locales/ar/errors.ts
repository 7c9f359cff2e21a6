/**
 * The error pages' words in Arabic (issue 48): apart from the rest of the frame because the
 * last-resort error page (app/root.tsx), which shows when even the layout fails, carries them in
 * its own code.
 */
import type { ErrorPageCopy } from '~/content/site/errors';

export const arabicErrorPageCopy: ErrorPageCopy = {
  notFoundTitle: 'الصفحة غير موجودة',
  notFoundMessage: 'الصفحة التي طلبتها غير موجودة أو نُقلت إلى عنوان آخر.',
  errorTitle: 'حدث خطأ ما',
  errorMessage: 'يُرجى المحاولة مرة أخرى بعد قليل.',
  homeLink: 'العودة إلى الصفحة الرئيسية',
};
