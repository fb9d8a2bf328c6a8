import { Trans } from '@lingui/react/macro';
import { DEFAULT_GUESTS, defaultStay, jakartaToday } from '@nusa/api-client/stay';
import { commonSelectors } from '@nusa/core/common-slice';
import type {} from '@nusa/router/router';
import { useNavigate, useRouter } from '@nusa/router/react';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styles from './home-page.module.css';
import { MenuProducts } from './menu-products/menu-products';
import { PopularDestinations } from './popular-destinations/popular-destinations';
import type { PopularDestination } from './search-form/route-target';
import { SearchFormContainer } from './search-form/search-form-container';
import { buildSubmission, destinationFromPopular, type SearchSubmission } from './search-form/search-model';
import { useSearchNavigate } from './search-form/use-search-navigate';
import { setLastSearch } from './search-slice';
import type { HotelSlots } from './slots';

function popularSubmission(dest: PopularDestination, today: string): SearchSubmission {
  const destination = destinationFromPopular(dest);
  // A destination always makes a valid form, so the submission exists.
  return buildSubmission({
    text: destination.name,
    destination,
    ...defaultStay(today),
    ...DEFAULT_GUESTS,
  }) as SearchSubmission;
}

// The recommended hotels are below the fold and the first route's JavaScript budget is spent: their code, and
// their API call, come as a chunk of their own, fetched while the page renders and run after it has painted (a
// script cannot run inside the task that renders and paints); it shows its own skeleton while the hotels load.
// A chunk that fails to download (a flaky connection) shows nothing rather than failing the page.
const RecommendedSection = lazy<ComponentType<HomePageProps>>(() =>
  import('./recommended/recommended-section').catch(() => ({ default: () => null })),
);

export interface HomePageProps {
  /**
   * What the shell composes into the recommended hotels' cards (the favorites heart; see slots.tsx). A prop rather
   * than a <HotelSlotsProvider> around the page: the provider then sits in the recommended row's lazy chunk, and
   * the first route carries no slots code at all.
   */
  slots?: HotelSlots | undefined;
}

/** The home page (route `/`): search hero, product menu, popular destinations and recommended hotels. */
export function HomePage({ slots }: HomePageProps = {}) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const router = useRouter();
  const go = useSearchNavigate();
  const menus = useSelector(commonSelectors.selectMenuProducts);
  const popular = useSelector(commonSelectors.selectPopularDestination);
  // The shell stamps cacheTime when reference data arrives: until then empty lists mean "loading".
  const loading = useSelector(commonSelectors.selectCacheTime) === null;
  const [today] = useState(() => jakartaToday());

  return (
    <main className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <h1 id="home-hero-title" className={styles.heroTitle}>
          <Trans>Cari hotel di seluruh Indonesia</Trans>
        </h1>
        <p className={styles.heroText}>
          <Trans>Harga terbaik, bayar mudah, bantuan 24 jam.</Trans>
        </p>
        <SearchFormContainer />
      </section>
      <MenuProducts items={menus} loading={loading} onOpenPath={(href) => void navigate({ href })} />
      <PopularDestinations
        items={popular}
        loading={loading}
        hrefFor={(d) => {
          const { target, search } = popularSubmission(d, today);
          return router.buildLocation({ to: target.to, params: target.params, search }).href;
        }}
        onSelect={(d) => {
          const submission = popularSubmission(d, today);
          dispatch(setLastSearch(submission.lastSearch));
          void go(submission.target, submission.search);
        }}
      />
      {/* No fallback: until the chunk runs there is nothing to show (no empty box). */}
      <Suspense>
        <RecommendedSection slots={slots} />
      </Suspense>
    </main>
  );
}

export default HomePage;

// Likewise the detail page's stay bar opens the date and guests sheets through these loaders: a second
// importer of the sheets would split the modules they share with this chunk (guests, stay dates) out of it.
export { loadDateSheet, loadGuestsSheet } from './search-form/search-form';
// The results page opens this form from the home page's own chunk, so the two pages share no module that
// would have to be split out of this chunk (it is on the first route).
export { SearchFormContainer };
