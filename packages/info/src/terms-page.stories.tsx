import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TermsPage } from './terms-page';
import { ROUTES } from './test/fixtures';

// Written copy only: the page in Indonesian (the source) and in English, on the kit's router at its path.
const meta = {
  title: 'Info/TermsPage',
  component: TermsPage,
  decorators: [withProviders({ path: ROUTES.terms, routeIds: [ROUTES.terms] })],
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Indonesian: Story = {};

export const English: Story = { globals: { locale: 'en' } };
