import { getApiClient, unwrap } from '../client';
import type { RequestBody } from '../types';

// A form only: nothing to cache, the key exists for symmetry with the other tags.
export const partnersKeys = {
  all: ['partners'] as const,
};

export const submitPartnerApplication = (body: RequestBody<'/api/partners', 'post'>) =>
  unwrap(getApiClient().POST('/api/partners', { body }));
