import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { messages as en } from '../locales/en.po';
import { sampleMenus } from '../search-form/test-fixtures';
import { makeI18n, StoryProviders } from '../test/providers';
import { MenuProducts } from './menu-products';

const meta = {
  title: 'Hotel/Home/MenuProducts',
  component: MenuProducts,
  decorators: [
    (Story) => (
      <StoryProviders>
        <div style={{ maxWidth: 480 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  // The inactive "Kereta" item in the data is not shown.
  args: { items: sampleMenus, onOpenPath: fn() },
} satisfies Meta<typeof MenuProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Loading: Story = { args: { items: [], loading: true } };

export const English: Story = {
  decorators: [
    (Story) => (
      <StoryProviders i18n={makeI18n('en', en)}>
        <Story />
      </StoryProviders>
    ),
  ],
};
