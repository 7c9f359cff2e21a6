import { Accordion } from '~/components/ui/accordion';
import type { Faq } from '~/content/types';

/** FAQs as an accordion (first open, one at a time). Pair it with <FaqJsonLd> on the page. */
export function FaqList({ faqs, idPrefix }: { faqs: readonly Faq[]; idPrefix: string }) {
  return (
    <Accordion
      className="mt-10 max-w-4xl"
      items={faqs.map((faq, index) => ({
        id: `${idPrefix}-faq-${index + 1}`,
        title: faq.question,
        content: <p className="leading-7">{faq.answer}</p>,
      }))}
    />
  );
}
