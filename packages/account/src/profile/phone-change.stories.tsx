import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ProfilePage } from '../pages';
import { type AccountState, accountState, apiFrame, member } from '../test/fixtures';

// The phone change on the profile page, one story per state: each plays the steps that lead there against the
// stateful fake API (code "246810" is the right one; +62 812 9999 0000 belongs to someone else). The fake's code
// answers run on the real clock here, so the dialog's timers start at 05:00 and 60 seconds.
const live = (over: Partial<AccountState> = {}) => accountState({ now: () => Date.now(), ...over });

const meta = {
  title: 'Account/ProfilePage/Phone change',
  component: ProfilePage,
  decorators: [withProviders({ path: '/account/profile', session: member, frame: apiFrame(() => live()) })],
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const english = (globals: Record<string, unknown>) => globals.locale === 'en';

/** Opens the change and types `phone`; with `send`, asks for the code. */
async function typeNumber(canvasElement: HTMLElement, en: boolean, phone: string, send = true) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: en ? 'Change number' : 'Ubah nomor' }));
  await userEvent.type(
    canvas.getByRole('textbox', { name: en ? /New phone number/ : /Nomor ponsel baru/ }),
    phone,
  );
  if (send) await userEvent.click(canvas.getByRole('button', { name: en ? 'Send code' : 'Kirim kode' }));
}

/** Types a code into the open dialog and verifies it. */
async function enterCode(code: string, en: boolean) {
  const dialog = within(
    await screen.findByRole('dialog', { name: en ? 'Verify your phone number' : 'Verifikasi nomor ponsel' }),
  );
  const [first] = dialog.getAllByRole('textbox');
  await userEvent.click(first as HTMLElement);
  await userEvent.keyboard(code);
  await userEvent.click(dialog.getByRole('button', { name: en ? 'Verify' : 'Verifikasi' }));
}

export const NumberForm: Story = {
  play: ({ canvasElement, globals }) => typeNumber(canvasElement, english(globals), '081311112222', false),
};

export const NotANumber: Story = {
  play: async ({ canvasElement, globals }) => {
    await typeNumber(canvasElement, english(globals), '0812-34');
    const field = within(canvasElement).getByRole('textbox', { name: /Nomor ponsel baru|New phone number/ });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  },
};

export const NumberTaken: Story = {
  play: async ({ canvasElement, globals }) => {
    await typeNumber(canvasElement, english(globals), '81299990000');
    const field = within(canvasElement).getByRole('textbox', { name: /Nomor ponsel baru|New phone number/ });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  },
};

export const CodeSent: Story = {
  play: async ({ canvasElement, globals }) => {
    await typeNumber(canvasElement, english(globals), '081311112222');
    await expect(await screen.findByRole('dialog')).toBeInTheDocument();
  },
};

export const WrongCode: Story = {
  play: async ({ canvasElement, globals }) => {
    await typeNumber(canvasElement, english(globals), '081311112222');
    await enterCode('111111', english(globals));
    await expect(await screen.findByRole('dialog')).toBeInTheDocument();
  },
};

export const ResendLimit: Story = {
  parameters: { providers: { frame: apiFrame(() => live({ otpRequests: 3 })) } },
  play: async ({ canvasElement, globals }) => {
    await typeNumber(canvasElement, english(globals), '081311112222');
    await expect(await screen.findByRole('dialog')).toBeInTheDocument();
  },
};

export const Changed: Story = {
  play: async ({ canvasElement, globals }) => {
    await typeNumber(canvasElement, english(globals), '081311112222');
    await enterCode('246810', english(globals));
    await expect(await within(canvasElement).findByText('+62 813 1111 2222')).toBeInTheDocument();
  },
};

export const CodeSentEnglish: Story = { ...CodeSent, globals: { locale: 'en' } };
