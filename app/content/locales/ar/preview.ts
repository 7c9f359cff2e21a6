/** An item shared through a preview link, in Arabic (issue 48): the shape of content/site/preview.ts `previewCopy`. */
import { company } from '~/content/company';
import type { PreviewCopy } from '~/content/site/preview';

export const arPreviewCopy: PreviewCopy = {
  bannerTitle: 'معاينة — غير منشورة',
  bannerText: `أنت تقرأ معاينة شاركتها ${company.name}. وقد يتغيّر المحتوى قبل نشره، لذا يُرجى عدم مشاركة هذا الرابط.`,
  metaTitle: 'معاينة — غير منشورة',
  closedTitle: 'انتهت صلاحية رابط المعاينة هذا أو أُلغي.',
  closedDetail: 'اطلب رابطًا جديدًا ممن أرسله إليك.',
  unknownTitle: 'رابط المعاينة هذا غير موجود.',
  unknownDetail: 'تحقّق من نسخ العنوان كاملًا، أو اطلب رابطًا جديدًا ممن أرسله إليك.',
  versionGoneTitle: 'لم تعد النسخة التي عرضها رابط المعاينة هذا محفوظة.',
  versionGoneDetail: 'اطلب رابطًا جديدًا ممن أرسله إليك.',
  backHome: 'الانتقال إلى الصفحة الرئيسية',
  applyTitle: 'التقديم',
  applyNote: 'هذه معاينة، لذا لا تستقبل طلبات التوظيف. وبعد نشر الوظيفة، تتضمّن صفحتها نموذج التقديم.',
};
