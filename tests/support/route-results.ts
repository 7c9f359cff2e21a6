/**
 * What a loader or action answered, as a test sees it: the status, headers, data and redirect
 * location, whether it returned a value, a `data()` result or a Response, or threw a Response or
 * `data()` (React Router's ways of answering). One helper for every route test.
 */
export interface RouteResult {
  status: number;
  headers: Headers;
  /** The returned data (a Response's body is not read: use `response`). */
  data: unknown;
  /** The Location header of a redirect, else null. */
  location: string | null;
  /** The Response itself when the route answered with one. */
  response: Response | null;
}

interface DataWithResponseInit {
  type: 'DataWithResponseInit';
  data: unknown;
  init: ResponseInit | null;
}

function isDataWithResponseInit(value: unknown): value is DataWithResponseInit {
  return typeof value === 'object' && value !== null && 'type' in value && value.type === 'DataWithResponseInit';
}

function toResult(value: unknown): RouteResult {
  if (value instanceof Response) {
    return { status: value.status, headers: value.headers, data: undefined, location: value.headers.get('Location'), response: value };
  }
  if (isDataWithResponseInit(value)) {
    const headers = new Headers(value.init?.headers);
    return { status: value.init?.status ?? 200, headers, data: value.data, location: headers.get('Location'), response: null };
  }
  return { status: 200, headers: new Headers(), data: value, location: null, response: null };
}

/** Awaits a loader's or action's answer; a thrown Response or `data()` counts as its answer. */
export async function resultOf(answer: unknown): Promise<RouteResult> {
  try {
    return toResult(await answer);
  } catch (error) {
    if (error instanceof Response || isDataWithResponseInit(error)) return toResult(error);
    throw error;
  }
}

/** The answer's data, typed by the caller (a test asserting on a known shape). */
export function dataOf<T>(result: RouteResult): T {
  return result.data as T;
}
