/** The erase page in Arabic (issue 48): the shape of content/privacy/privacy.ts `eraseCopy`. */
import { company } from '~/content/company';
import type { EraseCopy } from '~/content/privacy/privacy';
import { ERASE_LINK_VALID_DAYS } from '~/domain/privacy';

export const arEraseCopy: EraseCopy = {
  title: 'محو ما أرسلته إلينا',
  metaTitle: `محو ما أرسلته إلينا | ${company.name}`,
  intro: 'يؤدي ذلك إلى إزالة ما أرسلته عبر النموذج الذي أُرسل إليك هذا الرابط بشأنه، ورسائل البريد الإلكتروني المتعلقة به، من أنظمتنا. ولا يمكن التراجع عن هذا الإجراء.',
  confirm: 'احذف ما أرسلته',
  done: 'تم محو ما أرسلته.',
  doneDetail: 'حذفناه مع رسائل البريد الإلكتروني المتعلقة به. لا يلزمك أي إجراء آخر.',
  already: 'سبق أن مُحي ما أرسلته.',
  alreadyDetail: 'لم يبقَ ما يُحذف عبر هذا الرابط.',
  invalid: 'هذا الرابط غير صالح.',
  invalidDetail: `يُرجى استخدام الرابط الوارد في رسالة التأكيد كما أُرسل تمامًا، أو مراسلتنا على ${company.privacyEmail}.`,
  expired: 'انتهت صلاحية هذا الرابط.',
  expiredDetail: `تعمل روابط المحو لمدة ${ERASE_LINK_VALID_DAYS} يومًا. ولمحو بياناتك، راسلنا على ${company.privacyEmail}.`,
  backHome: 'العودة إلى الصفحة الرئيسية',
};
