// This feature's test and story fixtures on @nusa/test-kit: where the page is, who is signed in, and the API's
// answers (shaped by the generated contract types) for the kit's fake fetch.
import { createApiClient, setApiClient } from '@nusa/api-client/client';
import type { components } from '@nusa/api-client/schema';
import { staticSession } from '@nusa/router/testing';
import { fakeFetch, json, type Responder } from '@nusa/test-kit/fake-fetch';
import { type ReactNode, useState } from 'react';

/** The route ids (paths as the route contract declares them) the page is bound to. */
export const ROUTE_IDS = ['/promotions', '/promotions/mobiles/{-$slug}', '/promotions/$slug'] as const;
/** Where tests and stories open the page. */
export const PAGE_PATH = '/promotions';
/** A signed-in member. */
export const member = staticSession({ token: 'member-token', memberId: 7 });

const samples: components['schemas']['Holiday'][] = [
  { id: 1, date: '2026-12-25', name: 'Hari Raya Natal', type: 'national_holiday', status: 'published' },
  { id: 2, date: '2027-01-01', name: 'Tahun Baru Masehi', type: 'national_holiday', status: 'published' },
];

const answer =
  (body: unknown, init?: ResponseInit): Responder =>
  (_request, url) =>
    url.pathname === '/api/generals/holidays' ? json(body, init) : undefined;

/** The API answers with the samples. */
export const loaded = answer({ data: samples });
/** The API answers with an empty list. */
export const empty = answer({ data: [] });
/** The API fails (a 500 with the server's message). */
export const failing = answer({ message: 'Server error' }, { status: 500 });
/** The API never answers. */
export const pending: Responder = (_request, url) =>
  url.pathname === '/api/generals/holidays' ? new Promise<Response>(() => {}) : undefined;

/** Installs the app-wide API client on the kit's fake fetch; returns the fake, to read its requests. */
export function installFakeApi(...responders: Responder[]) {
  const api = fakeFetch(...responders);
  setApiClient(createApiClient({ baseUrl: 'http://api.test', fetch: api.fetch }));
  return api;
}

/** A story frame (`withProviders({ frame })`) that installs the fake API before the page asks for anything. */
export function apiFrame(...responders: Responder[]) {
  return function FakeApi({ children }: { children: ReactNode }) {
    // Once per mount: the story runner remounts the frame for each story and language.
    useState(() => installFakeApi(...responders));
    return children;
  };
}
