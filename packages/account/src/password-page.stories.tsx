import { type StoryProvidersOptions, withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordPage } from './pages';
import { accountState, sampleMember, apiFrame, member } from './test/fixtures';

// The page on the kit's story runner: the router over the real route tree at the page's path, a signed-in member,
// and the API on the stateful fake (each story picks its state). Lingui comes from Storybook's preview.
const at = (state: Parameters<typeof apiFrame>[0]) =>
  ({ frame: apiFrame(state) }) satisfies StoryProvidersOptions;

const meta = {
  title: 'Account/PasswordPage',
  component: PasswordPage,
  decorators: [
    withProviders({ path: '/account/password', session: member, frame: apiFrame(() => accountState()) }),
  ],
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof PasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangePassword: Story = {};

export const SetFirstPassword: Story = {
  parameters: { providers: at(() => accountState({ member: { ...sampleMember, has_password: false } })) },
};

export const Loading: Story = { parameters: { providers: at(() => accountState({ hang: true })) } };

export const Failed: Story = { parameters: { providers: at(() => accountState({ failWith: 500 })) } };

export const English: Story = { globals: { locale: 'en' } };
