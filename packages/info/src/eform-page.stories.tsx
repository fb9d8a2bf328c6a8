import { type StoryProvidersOptions, withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addDays, jakartaToday } from '@nusa/api-client/stay';
import { EformPage } from './eform-page';
import { apiFrame, EFORM_PATH, eformReceipt, received, ROUTES, serverDown } from './test/fixtures';

// The Citilink e-form, one story per state: each plays the steps that lead there on the kit's fake fetch. The
// flight is a month from the day the story runs, so it is never in the past.
const meta = {
  title: 'Info/EformPage',
  component: EformPage,
  decorators: [
    withProviders({
      path: ROUTES.eform,
      routeIds: [ROUTES.eform],
      frame: apiFrame(received(EFORM_PATH, eformReceipt)),
    }),
  ],
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof EformPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, en: boolean) {
  const canvas = within(canvasElement);
  const departure = addDays(jakartaToday(), 30);
  await userEvent.type(await canvas.findByLabelText(en ? /^Your name/ : /^Nama pemesan/), 'Budi Santoso');
  await userEvent.type(canvas.getByLabelText(/^E-mail/), 'budi@example.com');
  await userEvent.type(canvas.getByLabelText(en ? /^Phone number/ : /^Nomor telepon/), '081234567890');
  await userEvent.type(canvas.getByLabelText(en ? /^From/ : /^Kota asal/), 'Jakarta (CGK)');
  await userEvent.type(canvas.getByLabelText(en ? /^To/ : /^Kota tujuan/), 'Denpasar (DPS)');
  await userEvent.type(canvas.getByLabelText(en ? /^Departure date/ : /^Tanggal berangkat/), departure);
  await userEvent.type(canvas.getByLabelText(en ? /^Full name/ : /^Nama lengkap/), 'Budi Santoso');
  await userEvent.type(canvas.getByLabelText(en ? /^Date of birth/ : /^Tanggal lahir/), '1985-04-12');
}

const send = (canvasElement: HTMLElement, en: boolean) =>
  userEvent.click(
    within(canvasElement).getByRole('button', { name: en ? 'Send the e-form' : 'Kirim e-form' }),
  );

export const Empty: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** Three passengers. */
export const Passengers: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const add = await canvas.findByRole('button', {
      name: globals.locale === 'en' ? 'Add a passenger' : 'Tambah penumpang',
    });
    await userEvent.click(add);
    await userEvent.click(add);
    await waitFor(() =>
      expect(canvas.getAllByRole('group', { name: /^(Penumpang|Passenger) \d$/ })).toHaveLength(3),
    );
  },
};

/** Sent with nothing filled in: every rule's message. */
export const Invalid: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = globals.locale === 'en';
    const name = await within(canvasElement).findByLabelText(en ? /^Your name/ : /^Nama pemesan/);
    await send(canvasElement, en);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** The receipt after sending. */
export const Sent: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = globals.locale === 'en';
    await fillIn(canvasElement, en);
    await send(canvasElement, en);
    await within(canvasElement).findByText('EFM-20261122-0007');
  },
};

/** The server failed: the message, everything typed kept. */
export const SendFailed: Story = {
  parameters: { providers: { frame: apiFrame(serverDown(EFORM_PATH)) } satisfies StoryProvidersOptions },
  play: async ({ canvasElement, globals }) => {
    const en = globals.locale === 'en';
    await fillIn(canvasElement, en);
    await send(canvasElement, en);
    await within(canvasElement).findByRole('alert');
  },
};
