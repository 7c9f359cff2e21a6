import { useNonce } from '~/components/ui/nonce';

/**
 * Structured data for search engines. The only place raw markup is written: JSON.stringify's
 * output with every '<' escaped, so no value can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
