import { type StoryProvidersOptions, withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PartnerPage } from './partner-page';
import { apiFrame, PARTNER_PATH, partnerReceipt, received, ROUTES, serverDown } from './test/fixtures';

// The partner form, one story per state: each plays the steps that lead there on the kit's fake fetch.
const meta = {
  title: 'Info/PartnerPage',
  component: PartnerPage,
  decorators: [
    withProviders({
      path: ROUTES.partner,
      routeIds: [ROUTES.partner],
      frame: apiFrame(received(PARTNER_PATH, partnerReceipt)),
    }),
  ],
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof PartnerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, en: boolean) {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByLabelText(en ? /^Company name/ : /^Nama perusahaan/),
    'PT Nusa Wisata',
  );
  await userEvent.type(canvas.getByLabelText(en ? /^Address/ : /^Alamat/), 'Jl. Sudirman No. 1, Jakarta');
  await userEvent.type(canvas.getByLabelText(en ? /^Phone number/ : /^Nomor telepon/), '0215550100');
  await userEvent.selectOptions(canvas.getByLabelText(en ? /^Product type/ : /^Jenis produk/), 'hotel');
  await userEvent.type(canvas.getByLabelText(en ? /^Contact person/ : /^Nama kontak/), 'Dewi Lestari');
  await userEvent.type(canvas.getByLabelText(/^E-mail/), 'dewi@example.com');
}

const send = (canvasElement: HTMLElement, en: boolean) =>
  userEvent.click(
    within(canvasElement).getByRole('button', { name: en ? 'Send the form' : 'Kirim formulir' }),
  );

export const Empty: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** Sent with nothing filled in: every rule's message. */
export const Invalid: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = globals.locale === 'en';
    await within(canvasElement).findByLabelText(en ? /^Company name/ : /^Nama perusahaan/);
    await send(canvasElement, en);
    await waitFor(() =>
      expect(within(canvasElement).getByLabelText(en ? /^Company name/ : /^Nama perusahaan/)).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
  },
};

/** The receipt after sending. */
export const Sent: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = globals.locale === 'en';
    await fillIn(canvasElement, en);
    await send(canvasElement, en);
    await within(canvasElement).findByText('PRT-20261122-0042');
  },
};

/** The server failed: the spec's message, everything typed kept. */
export const SendFailed: Story = {
  parameters: { providers: { frame: apiFrame(serverDown(PARTNER_PATH)) } satisfies StoryProvidersOptions },
  play: async ({ canvasElement, globals }) => {
    const en = globals.locale === 'en';
    await fillIn(canvasElement, en);
    await send(canvasElement, en);
    await within(canvasElement).findByRole('alert');
  },
};
