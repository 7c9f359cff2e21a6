/**
 * The Arabic home page's seed (issue 48): what /ar shows on a fresh database until staff publish
 * their own. The same blocks in the same order as the English home, with the practices as a list
 * in Arabic (the practice catalog's names are the English menu's); links go to pages that exist in
 * Arabic — the hero's, as the English one, to Book a Call (the Arabic booking page). The
 * testimonials block shows the Arabic testimonials only (issue 48, migration 0020).
 */
import type { PageDocument } from '~/domain/page-blocks/document';
import { bookingPath } from '~/domain/locales';

export const arHomeSeed: PageDocument = {
  seo: {
    title: 'Corvane Digital | استشارات التجربة الرقمية والذكاء الاصطناعي التوليدي والأمن',
    description:
      'تساعد Corvane Digital المؤسسات على تصميم تجارب رقمية، وتوظيف الذكاء الاصطناعي التوليدي والبيانات، وحماية ما تبنيه. نقدّم الاستشارات منذ عام 1999.',
    image: '',
    noindex: false,
  },
  blocks: [
    {
      id: 'hero',
      type: 'hero',
      data: {
        eyebrow: 'استشارات رقمية استراتيجية منذ عام 1999',
        headline: 'صمّمها جيدًا. وظّف الذكاء الاصطناعي. واحمِها.',
        subhead:
          'نساعد المؤسسات على تخطيط التجارب الرقمية ومنصات الذكاء الاصطناعي التوليدي والبيانات وبنائها وتشغيلها، مع الأمن الذي يحميها، بفريق واحد مسؤول من وضع الاستراتيجية حتى الدعم.',
        cta: { label: 'احجز مكالمة', to: bookingPath('ar') },
      },
    },
    { id: 'clients', type: 'logoStrip', data: { title: 'مؤسسات في ثمانية قطاعات تثق بنا', label: 'شعارات العملاء' } },
    {
      id: 'what-we-do',
      type: 'bulletList',
      data: {
        background: 'white',
        title: 'ما نقدّمه',
        intro: 'ثلاث ممارسات، لكلٍّ منها ست خدمات، يقودها فريق واحد من مكاتبنا في دالاس وحيدر آباد ودبي.',
        items: [
          'التجربة الرقمية: أبحاث المستخدمين، وتصميم الخدمات والواجهات، وتطوير المواقع والتطبيقات وأنظمة التصميم.',
          'الذكاء الاصطناعي التوليدي والبيانات: استراتيجية الذكاء الاصطناعي، والمساعدات الذكية، وأتمتة العمليات، ومنصات البيانات التي تغذّيها.',
          'الخدمات الأمنية: أمن السحابة وانعدام الثقة، وحماية البيانات، وأمن التطبيقات، والرصد والاستجابة على مدار الساعة.',
        ],
      },
    },
    {
      id: 'key-figures',
      type: 'keyFigures',
      data: {
        title: 'أرقام رئيسية',
        intro: 'أكثر من عقدين من العمل مع العملاء منذ عام 1999، ومقياسنا العملاء الذين يواصلون العمل معنا.',
        figures: [
          { value: '200+', label: 'عميل راضٍ' },
          { value: '100%', label: 'حلول مصمّمة حسب الحاجة' },
          { value: '95%', label: 'نسبة الاحتفاظ بالعملاء' },
        ],
      },
    },
    {
      id: 'insights',
      type: 'latestInsights',
      data: {
        title: 'الأخبار والرؤى',
        intro: 'وجهات نظر مستشارينا في تصميم التجارب والذكاء الاصطناعي التطبيقي والأمن.',
        viewAll: { label: 'جميع المقالات', to: '/news-insights' },
        loading: 'جارٍ تحميل المقالات...',
        empty: 'لا توجد مقالات بعد.',
      },
    },
    { id: 'testimonials', type: 'testimonials', data: { title: 'ماذا يقول عملاؤنا' } },
    {
      id: 'quote',
      type: 'quoteForm',
      data: {
        title: 'اطلب عرض سعر',
        intro: 'حدّثنا عن مشروعك. سنردّ خلال 24 ساعة بالخطوات التالية، وبتقدير أولي للتكلفة متى توفّرت لدينا التفاصيل الكافية.',
      },
    },
  ],
};
