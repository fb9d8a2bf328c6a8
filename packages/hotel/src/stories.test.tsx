// Every story renders on its own, without a backend or router: the presentational components are prop-driven.
import { I18nProvider } from '@lingui/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as MenuProductsStories from './menu-products/menu-products.stories';
import * as PopularStories from './popular-destinations/popular-destinations.stories';
import * as FilterSheetStories from './results/filter-sheet.stories';
import * as HotelCardStories from './results/hotel-card.stories';
import * as ResultsPartsStories from './results/results-parts.stories';
import * as DateSheetStories from './search-form/date-sheet.stories';
import * as ComboboxStories from './search-form/destination-combobox.stories';
import * as GuestsSheetStories from './search-form/guests-sheet.stories';
import * as SearchFormStories from './search-form/search-form.stories';
import { makeI18n } from './test/providers';

// Storybook's preview (apps/storybook) supplies Lingui to every story; do the same here. One instance for
// all renders: the results stories load their catalog into it, and a new instance per render would load again.
const storyI18n = makeI18n();
setProjectAnnotations({
  decorators: [
    (Story) => (
      <I18nProvider i18n={storyI18n}>
        <Story />
      </I18nProvider>
    ),
  ],
});

const files: Record<string, [string, ComponentType][]> = {
  MenuProducts: Object.entries(composeStories(MenuProductsStories)),
  PopularDestinations: Object.entries(composeStories(PopularStories)),
  DateSheet: Object.entries(composeStories(DateSheetStories)),
  DestinationCombobox: Object.entries(composeStories(ComboboxStories)),
  GuestsSheet: Object.entries(composeStories(GuestsSheetStories)),
  SearchForm: Object.entries(composeStories(SearchFormStories)),
  HotelCard: Object.entries(composeStories(HotelCardStories)),
  FilterSheet: Object.entries(composeStories(FilterSheetStories)),
  ResultsStates: Object.entries(composeStories(ResultsPartsStories)),
};

describe.each(Object.entries(files))('%s stories', (_name, stories) => {
  it.each(stories)('%s renders', async (_story, Story) => {
    // Async act lets suspended pieces (the date-fns locale) resolve and commit.
    await act(async () => {
      render(<Story />);
    });
    await waitFor(
      () =>
        expect(
          document.body.querySelectorAll(
            'section, nav, form, article, aside, h2, button, [role], [aria-hidden]',
          ).length,
        ).toBeGreaterThan(0),
      {
        timeout: 4000,
      },
    );
  });
});

describe('story content', () => {
  it('the date sheet story marks Natal', async () => {
    const { WithHolidays } = composeStories(DateSheetStories);
    render(<WithHolidays />);
    expect(
      await screen.findByRole('button', { name: /25 Desember 2026.*Hari Raya Natal/ }),
    ).toBeInTheDocument();
  });
  it('the discounted card strikes the original price through', () => {
    const { Discounted, NoReviews } = composeStories(HotelCardStories);
    const { container } = render(<Discounted />);
    expect(container.querySelector('s')).toHaveTextContent('Rp 1.500.000');
    render(<NoReviews />);
    expect(screen.getByText('Belum ada ulasan')).toBeInTheDocument();
  });
  it('the filter sheet story shows facet counts', () => {
    const { WithCounts } = composeStories(FilterSheetStories);
    render(<WithCounts />);
    expect(screen.getByRole('checkbox', { name: 'Bintang 4 (14)' })).toBeInTheDocument();
  });
  it('the suggestions story shows grouped options', () => {
    const { WithSuggestions } = composeStories(ComboboxStories);
    render(<WithSuggestions />);
    expect(screen.getByRole('group', { name: 'Area' })).toBeInTheDocument();
  });
});
