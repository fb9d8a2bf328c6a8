import type { ErrorMessage } from '@nusa/core/common-slice';
import type { Lang } from '@nusa/i18n/languages';
import type { StoryProvidersOptions } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { shellStore, withShell } from '../test/shell-story.tsx';
import { ErrorDialog } from './error-dialog.tsx';

// Error messages arrive already translated (from the API or from the code that raises them), so the sample copy
// is plain data in both languages rather than catalog messages.
const bookingFailed: Record<Lang, ErrorMessage> = {
  id: {
    icon: 'error',
    title: 'Pemesanan gagal',
    content: 'Kamar yang Anda pilih baru saja habis. Silakan pilih kamar lain.',
  },
  en: {
    icon: 'error',
    title: 'Booking failed',
    content: 'The room you chose has just sold out. Please choose another room.',
  },
};

const sessionExpired: Record<Lang, ErrorMessage> = {
  id: {
    icon: 'warning',
    title: 'Sesi Anda berakhir',
    content: 'Silakan masuk lagi untuk melanjutkan.',
    buttonText: 'Masuk',
    buttonUrl: '/login',
  },
  en: {
    icon: 'warning',
    title: 'Your session has ended',
    content: 'Please sign in again to continue.',
    buttonText: 'Sign in',
    buttonUrl: '/login',
  },
};

const meta = {
  title: 'Shell/Layout/ErrorDialog',
  component: ErrorDialog,
  decorators: [withShell],
} satisfies Meta<typeof ErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No button URL: the default "Tutup" button just closes the dialog. */
export const WithoutButtonUrl: Story = {
  parameters: {
    providers: {
      store: (lang) => shellStore(lang, { errorMessage: bookingFailed[lang] }),
    } satisfies StoryProvidersOptions,
  },
};

/** With a button URL: the button is labelled by the message and closing goes there (replacing history). */
export const WithButtonUrl: Story = {
  parameters: {
    providers: {
      store: (lang) => shellStore(lang, { errorMessage: sessionExpired[lang] }),
    } satisfies StoryProvidersOptions,
  },
};
