// A fake fetch for the API client: canned answers and a log of the requests, so tests can check paths, query
// strings, headers and bodies. No network, no DOM: the API client's own tests run it in Node.

/**
 * One answer source. A Response is answered (a copy each time), an Error is thrown as a network failure would
 * be, and a function answers what it knows and returns undefined to leave a request to the next responder.
 */
export type Responder =
  | Response
  | Error
  | ((request: Request, url: URL) => Response | undefined | Promise<Response | undefined>);

export interface FakeFetch {
  /** Pass as the API client's `fetch`. */
  fetch: (request: Request) => Promise<Response>;
  /** Every request, in the order sent. */
  requests: Request[];
  /** The last request sent; throws when none was. */
  last(): Request;
  /** The requests whose path is `path`. */
  calls(path: string): Request[];
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}

/** Asks `responders` in order; a request none of them answers gets an empty list, `{ data: [] }`. */
export function fakeFetch(...responders: Responder[]): FakeFetch {
  const requests: Request[] = [];
  return {
    requests,
    last() {
      const request = requests.at(-1);
      if (!request) throw new Error('no request was sent');
      return request;
    },
    calls: (path) => requests.filter((request) => new URL(request.url).pathname === path),
    async fetch(request) {
      requests.push(request);
      const url = new URL(request.url);
      for (const responder of responders) {
        if (responder instanceof Error) throw responder;
        if (responder instanceof Response) return responder.clone();
        const answer = await responder(request, url);
        if (answer) return answer;
      }
      return json({ data: [] });
    },
  };
}
