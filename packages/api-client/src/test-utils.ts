// Test helpers: a fake fetch that records requests and answers canned responses (no network).
import { type ApiClientOptions, createApiClient, setApiClient } from './client';

export interface FakeFetch {
  fetch: (request: Request) => Promise<Response>;
  requests: Request[];
  /** The last request sent. */
  last(): Request;
}

type Responder = Response | Error | ((request: Request) => Response | Promise<Response>);

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}

export function fakeFetch(responder: Responder = () => json({ data: [] })): FakeFetch {
  const requests: Request[] = [];
  return {
    requests,
    last() {
      const request = requests.at(-1);
      if (!request) throw new Error('no request was sent');
      return request;
    },
    async fetch(request) {
      requests.push(request);
      if (responder instanceof Error) throw responder;
      if (responder instanceof Response) return responder.clone();
      return responder(request);
    },
  };
}

/** Creates a client on a fake fetch and installs it as the app-wide client. */
export function installTestClient(options: Omit<ApiClientOptions, 'fetch'> = {}, responder?: Responder) {
  const fake = fakeFetch(responder);
  const client = createApiClient({ baseUrl: 'https://api.test', ...options, fetch: fake.fetch });
  setApiClient(client);
  return { client, fake };
}
