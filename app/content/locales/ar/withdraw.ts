/** The withdraw page in Arabic (issue 48): the shape of content/forms/application.ts `withdrawCopy`. */
import { company } from '~/content/company';
import type { WithdrawCopy } from '~/content/forms/application';
import { SIGNED_LINK_DAYS } from '~/domain/job-posting';

export const arWithdrawCopy: WithdrawCopy = {
  title: 'سحب طلب التوظيف',
  intro: (jobTitle) => `سيؤدي ذلك إلى حذف طلبك لوظيفة ${jobTitle} وأي ملف أرسلته معه. ولا يمكن التراجع عن هذا الإجراء.`,
  confirm: 'اسحب طلبي',
  done: 'تم سحب طلبك',
  doneMessage: 'حذفنا طلبك وأي ملف أرسلته معه.',
  invalid: 'هذا الرابط غير صالح',
  invalidMessage: `قد يكون الرابط ناقصًا أو منتهي الصلاحية (تعمل روابط السحب لمدة ${SIGNED_LINK_DAYS} يومًا). وإن كنت لا تزال ترغب في سحب طلبك، فراسلنا على ${company.careersEmail}.`,
  gone: 'لا يوجد طلب لسحبه',
  goneMessage: 'سبق أن سُحب هذا الطلب أو حُذف.',
  openings: 'تصفّح الوظائف المتاحة',
};
