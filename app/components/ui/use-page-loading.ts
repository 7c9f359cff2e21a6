import { useLocation, useNavigation } from 'react-router';

/**
 * True while a client-side navigation to this same page is loading (a filter link, a reload of
 * the page's data): the moment the product's 'Loading ...' texts are shown. Documents are rendered whole
 * on the server, so a first visit never shows them.
 */
export function usePageLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
}
