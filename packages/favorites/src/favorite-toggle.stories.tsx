import { staticSession } from '@nusa/router/testing';
import { type StoryProvidersOptions, withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FavoriteToggle } from './favorite-toggle';
import { apiFrame, favoritesApi, member } from './test/fixtures';

// The heart as the shell puts it in the hotel feature's slot, on the kit's router and fake API.
const meta = {
  title: 'Favorites/FavoriteToggle',
  component: FavoriteToggle,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: '#0b6172' }}>
        <Story />
      </div>
    ),
    withProviders({ path: '/', session: member, frame: apiFrame(favoritesApi()) }),
  ],
  args: { hotelId: 102, hotelName: 'Segara Resort Kuta' },
} satisfies Meta<typeof FavoriteToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hotel the member saved: pressed, a full heart. */
export const Saved: Story = {};

/** A hotel not saved yet. */
export const NotSaved: Story = { args: { hotelId: 999, hotelName: 'Hotel Baru' } };

/** A guest: tapping asks them to sign in first. */
export const Guest: Story = {
  parameters: { providers: { session: staticSession() } satisfies StoryProvidersOptions },
};

/** The server refuses: the heart goes back and a message says so (tap to see it). */
export const Failing: Story = {
  args: { hotelId: 999, hotelName: 'Hotel Baru' },
  parameters: {
    providers: { frame: apiFrame(favoritesApi({ failChanges: true })) } satisfies StoryProvidersOptions,
  },
};

export const English: Story = { globals: { locale: 'en' } };
