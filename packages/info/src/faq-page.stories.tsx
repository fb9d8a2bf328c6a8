import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FaqPage } from './faq-page';
import { ROUTES } from './test/fixtures';

// Written copy only: the page in Indonesian (the source) and in English, on the kit's router at its path.
const meta = {
  title: 'Info/FaqPage',
  component: FaqPage,
  decorators: [withProviders({ path: ROUTES.faq, routeIds: [ROUTES.faq] })],
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Indonesian: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** One answer shown: the disclosure's open state. */
export const AnswerOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = globals.locale === 'en';
    const question = await within(canvasElement).findByRole('button', {
      name: en ? 'How long is the room held for me?' : 'Berapa lama kamar ditahan untuk saya?',
    });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  },
};
