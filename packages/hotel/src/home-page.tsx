import { Trans } from '@lingui/react/macro';
import { DEFAULT_GUESTS, defaultStay, jakartaToday } from '@nusa/api-client/stay';
import { commonSelectors } from '@nusa/core/common-slice';
import type {} from '@nusa/router/router';
import { useNavigate, useRouter } from '@nusa/router/react';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styles from './home-page.module.css';
import { MenuProducts } from './menu-products/menu-products';
import { PopularDestinations } from './popular-destinations/popular-destinations';
import type { PopularDestination } from './search-form/route-target';
import { SearchFormContainer } from './search-form/search-form-container';
import { buildSubmission, destinationFromPopular, type SearchSubmission } from './search-form/search-model';
import { useSearchNavigate } from './search-form/use-search-navigate';
import { setLastSearch } from './search-slice';

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

/** The home page (route `/`): search hero, product menu and popular destinations. */
export function HomePage() {
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
