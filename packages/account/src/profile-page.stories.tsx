import { type StoryProvidersOptions, withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfilePage } from './pages';
import { accountState, sampleMember, apiFrame, member } from './test/fixtures';

// The page on the kit's story runner: the router over the real route tree at the page's path, a signed-in member,
// and the API on the stateful fake (each story picks its state). Lingui comes from Storybook's preview.
const at = (state: Parameters<typeof apiFrame>[0]) =>
  ({ frame: apiFrame(state) }) satisfies StoryProvidersOptions;

const meta = {
  title: 'Account/ProfilePage',
  component: ProfilePage,
  decorators: [
    withProviders({ path: '/account/profile', session: member, frame: apiFrame(() => accountState()) }),
  ],
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const EmptyProfile: Story = {
  parameters: {
    providers: at(() =>
      accountState({
        member: {
          ...sampleMember,
          firstname: null,
          lastname: null,
          title: null,
          gender: null,
          birth_date: null,
          phone_number: null,
          phone_number_country_code: null,
        },
      }),
    ),
  },
};

export const Loading: Story = { parameters: { providers: at(() => accountState({ hang: true })) } };

export const Failed: Story = { parameters: { providers: at(() => accountState({ failWith: 500 })) } };

export const English: Story = { globals: { locale: 'en' } };
