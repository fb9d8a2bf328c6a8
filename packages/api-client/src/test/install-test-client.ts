// The app-wide client on the kit's fake fetch: this package's own wiring, which the kit cannot hold (it may not
// depend on the API client, whose tests use it).
import { fakeFetch, type Responder } from '@nusa/test-kit/fake-fetch';
import { type ApiClientOptions, createApiClient, setApiClient } from '../client';

/** Creates a client on a fake fetch answered by `responders` and installs it as the app-wide client. */
export function installTestClient(options: Omit<ApiClientOptions, 'fetch'> = {}, ...responders: Responder[]) {
  const fake = fakeFetch(...responders);
  const client = createApiClient({ baseUrl: 'https://api.test', ...options, fetch: fake.fetch });
  setApiClient(client);
  return { client, fake };
}
