import { type StoryProvidersOptions, withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { flagProfileUpdated } from './flash';
import { AccountHomePage } from './pages';
import { accountState, sampleMember, apiFrame, member } from './test/fixtures';

// The page on the kit's story runner: the router over the real route tree at the page's path, a signed-in member,
// and the API on the stateful fake (each story picks its state). Lingui comes from Storybook's preview.
const at = (state: Parameters<typeof apiFrame>[0]) =>
  ({ frame: apiFrame(state) }) satisfies StoryProvidersOptions;

const meta = {
  title: 'Account/AccountHomePage',
  component: AccountHomePage,
  decorators: [withProviders({ path: '/account', session: member, frame: apiFrame(() => accountState()) })],
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof AccountHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const PhoneNotVerified: Story = {
  parameters: { providers: at(() => accountState({ member: { ...sampleMember, verified_by_sms: false } })) },
};

export const AfterProfileUpdate: Story = {
  parameters: {
    providers: at(() => {
      flagProfileUpdated();
      return accountState();
    }),
  },
};

export const Loading: Story = { parameters: { providers: at(() => accountState({ hang: true })) } };

export const Failed: Story = { parameters: { providers: at(() => accountState({ failWith: 500 })) } };

export const English: Story = { globals: { locale: 'en' } };
