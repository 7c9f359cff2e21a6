import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False in the server's HTML and during hydration, true once the browser runs the app. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
