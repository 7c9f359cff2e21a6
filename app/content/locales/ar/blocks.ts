/** The Arabic words the page blocks' views write themselves (issue 48): the shape of content/site/blocks.ts. */
import type { BlockCopy } from '~/content/site/blocks';

export const arBlockCopy: BlockCopy = {
  quote: { open: '«', close: '»', roleSeparator: '، ' },
  openings: {
    loading: 'جارٍ تحميل الوظائف المتاحة...',
    errorPrefix: 'تعذّر تحميل الوظائف: ',
    errorHint: 'يُرجى تحديث الصفحة',
    empty: 'لا توجد وظائف متاحة حاليًا',
  },
  legal: { version: (version) => `(الإصدار ${version})` },
};
