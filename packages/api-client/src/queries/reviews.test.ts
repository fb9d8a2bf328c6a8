import { json } from '@nusa/test-kit/fake-fetch';
import { createTestQueryClient } from '@nusa/test-kit/query-client';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../client';
import { installTestClient } from '../test/install-test-client';
import { memberReviewQuery, reviewsKeys } from './reviews';

afterEach(() => setApiClient(undefined));

describe('memberReviewQuery', () => {
  it('reads one stay to review by its booking item id, under the member’s reviews', async () => {
    const { fake } = installTestClient({ getLanguage: () => 'en' }, json({ data: { item_id: 42 } }));
    const options = memberReviewQuery(42);
    expect(options.queryKey).toEqual(['reviews', 'detail', 42, { lang: 'en' }]);
    expect(options.queryKey.slice(0, 1)).toEqual(reviewsKeys.all);
    await createTestQueryClient().fetchQuery(options);
    expect(new URL(fake.last().url).pathname).toBe('/api/members/reviews/42');
  });
});
