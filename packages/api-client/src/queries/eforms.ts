import { getApiClient, unwrap } from '../client';
import type { RequestBody } from '../types';

// A form only: nothing to cache, the key exists for symmetry with the other tags.
export const eformsKeys = {
  all: ['eforms'] as const,
};

export const submitCitilinkEform = (body: RequestBody<'/api/eforms/citilink', 'post'>) =>
  unwrap(getApiClient().POST('/api/eforms/citilink', { body }));
