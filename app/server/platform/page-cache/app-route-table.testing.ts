/** For tests: the app's real route table (app/routes.ts) in the shape a server build has it. */
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ServerBuild } from 'react-router';
import routeConfig from '~/routes';

export function appRouteTable(): ServerBuild['routes'] {
  const routes: ServerBuild['routes'] = {
    root: { id: 'root', path: '', module: {} as never },
  };
  const add = (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[^.]+$/, '');
      routes[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module: {} as never };
      if (entry.children) add(entry.children, id);
    }
  };
  add(routeConfig, 'root');
  return routes;
}
