import { type StoryProvidersOptions, withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromotionPage } from './promotion-page';
import {
  apiFrame,
  bankPromo,
  DETAIL_ROUTE_IDS,
  detailAnswers,
  endedPromo,
  guest,
  listAnswers,
  pending,
  upcomingPromo,
} from './test/fixtures';

const at = (path: string, ...responders: Parameters<typeof apiFrame>) =>
  ({ path, frame: apiFrame(...responders) }) satisfies StoryProvidersOptions;

// One promotion on the kit's story runner, at its route, a guest, the API on the kit's fake fetch.
const meta = {
  title: 'Promotions/PromotionPage',
  component: PromotionPage,
  decorators: [
    withProviders({
      path: `/promotions/${bankPromo.slug}`,
      routeIds: DETAIL_ROUTE_IDS,
      session: guest,
      frame: apiFrame(detailAnswers(bankPromo)),
    }),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PromotionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ongoing bank promotion: "ongoing" with its end, the code to copy, its rules and partner hotels. */
export const Ongoing: Story = {};

/** Before the start: the countdown in days, hours, minutes and seconds. */
export const Upcoming: Story = {
  parameters: {
    providers: at(`/promotions/${upcomingPromo.slug}`, detailAnswers(upcomingPromo)),
  },
};

/** After the end: still readable, says it has ended, no copy button. */
export const Ended: Story = {
  parameters: { providers: at(`/promotions/${endedPromo.slug}`, detailAnswers(endedPromo)) },
};

export const Loading: Story = {
  parameters: { providers: at(`/promotions/${bankPromo.slug}`, pending) },
};

/** The native app's web view of the promotion (no way back to the list). */
export const AppWebView: Story = {
  parameters: { providers: at(`/promotions/mobiles/${bankPromo.slug}`, detailAnswers(bankPromo)) },
};

/** The native app's web view without a slug: the list. */
export const AppWebViewList: Story = {
  parameters: { providers: at('/promotions/mobiles', listAnswers) },
};

export const English: Story = { globals: { locale: 'en' } };
