import { type StoryProvidersOptions, withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { hotelCatalog } from '../locales';
import { sampleMenus } from '../search-form/test-fixtures';
import { MenuProducts } from './menu-products';

const meta = {
  title: 'Hotel/Home/MenuProducts',
  component: MenuProducts,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
    withProviders(),
  ],
  // The inactive "Kereta" item in the data is not shown.
  args: { items: sampleMenus, onOpenPath: fn() },
} satisfies Meta<typeof MenuProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Loading: Story = { args: { items: [], loading: true } };

export const English: Story = {
  parameters: { providers: { lang: 'en', catalogs: [hotelCatalog] } satisfies StoryProvidersOptions },
};
