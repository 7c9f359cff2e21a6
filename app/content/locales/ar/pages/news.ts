/**
 * The Arabic /news-insights seed (issue 48): the same two blocks as the English page; the list
 * under it is the articles published in Arabic, so an article is on the Arabic site only once
 * its translation is.
 */
import type { PageDocument } from '~/domain/page-blocks/document';

export const arNewsSeed: PageDocument = {
  seo: {
    title: 'الأخبار والرؤى | Corvane Digital',
    description: 'مقالات ورؤى وأخبار من مستشاري Corvane Digital في التجربة الرقمية والذكاء الاصطناعي التوليدي التطبيقي والبيانات والأمن السيبراني.',
    image: '',
    noindex: false,
  },
  blocks: [
    {
      id: 'hero',
      type: 'hero',
      data: {
        eyebrow: 'الأخبار والرؤى',
        headline: 'أفكار ودروس وأخبار من مستشارينا',
        subhead: 'مقالات ورؤى وأخبار من Corvane Digital حول التجربة الرقمية والذكاء الاصطناعي التوليدي التطبيقي والبيانات والأمن.',
        cta: { label: '', to: '' },
      },
    },
    { id: 'articles', type: 'articleList', data: { legendTitle: 'التصنيفات' } },
  ],
};
