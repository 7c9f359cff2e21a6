/**
 * A route module's page as the server renders it for given loader (and action) data, lazy parts
 * included: one React Router stub route, prerendered whole. The HTML comes back with React's
 * text separators (`<!-- -->`) removed and `&#x27;` as `'`, so tests can look for the exact
 * strings a visitor reads. One helper for every route test that renders its page.
 */
import { createElement, type ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { createRoutesStub } from 'react-router';

export interface RenderedRoute {
  /** The route module's default export. */
  Component: unknown;
  /** The path pattern, and the URL the page is rendered at (default: the pattern). */
  path: string;
  url?: string;
  loaderData?: unknown;
  actionData?: unknown;
}

export async function renderRoutePage({ Component, path, url = path, loaderData, actionData }: RenderedRoute): Promise<string> {
  const id = 'page';
  const Stub = createRoutesStub([{ id, path, Component: Component as ComponentType, action: () => null }]);
  const { prelude } = await prerender(
    createElement(Stub, {
      initialEntries: [url],
      hydrationData: { loaderData: { [id]: loaderData ?? null }, actionData: actionData === undefined ? undefined : { [id]: actionData } },
    }),
  );
  return (await new Response(prelude).text()).replaceAll('<!-- -->', '').replaceAll('&#x27;', "'");
}
