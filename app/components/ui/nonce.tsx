import { createContext, useContext, type ReactNode } from 'react';

const NonceContext = createContext<string | undefined>(undefined);

/** Hands the response's CSP nonce to the document's inline scripts (server render only). */
export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
