// API answers the server computed while serving a landing page (apps/api src/http/first-paint.ts) and embedded
// in it as `<script type="application/json" id="nusa-first-answers">`: the requests that page makes first, so on
// a slow phone network it renders without one more round trip after its scripts.
//
// A module of its own, loaded by the app only when the page carries such answers (the hotel landings): the
// first route's JavaScript budget is spent, and the home page never has them.
import type { Middleware } from 'openapi-fetch';
import { type ApiClient, FIRST_ANSWERS_ID, type Language } from './client';

export { FIRST_ANSWERS_ID };

export interface FirstAnswers {
  lang: Language;
  /** `request`: a POST's exact body (absent: a GET). */
  answers: { path: string; status: number; body: unknown; request?: string }[];
}

/** After this long (ms since the page started loading) a first answer is too old to stand in for a fetch. */
export const FIRST_ANSWERS_MAX_AGE_MS = 30_000;

/** The first answers embedded in `doc`, or null when there are none or they do not parse. */
export function readFirstAnswers(doc: Pick<Document, 'getElementById'> = document): FirstAnswers | null {
  const text = doc.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as FirstAnswers;
    return value && (value.lang === 'id' || value.lang === 'en') && Array.isArray(value.answers)
      ? value
      : null;
  } catch {
    return null;
  }
}

/**
 * A middleware answering from the first answers: a request for the same path and query in the same language (a
 * GET, or a POST whose body is byte-identical to the one the server sent), once each (a later call, e.g. a
 * refetch, goes to the network), and only while the page is young. The server computed them for a guest (it
 * never reads the member's token), and searches and rooms are priced for members differently (member rates):
 * a request carrying an Authorization header always goes to the network. Install it after the client's own
 * (createApiClient's), which sets the Accept-Language the answers are matched on and the Authorization header.
 */
export function firstAnswersMiddleware(
  first: FirstAnswers,
  age: () => number = () => performance.now(),
): Middleware {
  const left = [...first.answers];
  return {
    async onRequest({ request }) {
      if (left.length === 0 || (request.method !== 'GET' && request.method !== 'POST')) return undefined;
      // A member's request: guest answers would show guest prices (and the member teaser) to a member.
      if (request.headers.has('Authorization')) return undefined;
      if (age() > FIRST_ANSWERS_MAX_AGE_MS) {
        left.length = 0;
        return undefined;
      }
      if (request.headers.get('Accept-Language') !== first.lang) return undefined;
      const url = new URL(request.url);
      const path = url.pathname + url.search;
      const body = request.method === 'POST' ? await request.clone().text() : undefined;
      const index = left.findIndex((a) => a.path === path && a.request === body);
      const answer = left[index];
      if (!answer) return undefined;
      left.splice(index, 1);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
}

/** Reads the page's first answers and lets `client` answer from them; does nothing on a page without any. */
export function installFirstAnswers(client: ApiClient, doc?: Pick<Document, 'getElementById'>): void {
  const first = readFirstAnswers(doc);
  if (first?.answers.length) client.use(firstAnswersMiddleware(first));
}
