/**
 * The static public paths, for the page-weight budgets (tests/e2e/budgets.spec.ts) and the bench,
 * which import them from here. The table they come from is pages.ts.
 */
export { PUBLIC_ROUTES } from './pages';
