import { ApiError } from '@nusa/api-client/errors';
import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthFrame } from '../test/auth-frame';
import { member, token } from '../test/fixtures';
import type { AuthApi } from './auth-api';
import { AuthFlow } from './auth-flow';

// A whole flow against an in-memory API: the code is always 123456; e-mail sign-in accepts any password
// except "salah"; gone@example.com is a deleted account.
const delay = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 400));
const fail = (status: number, message: string, extra: object = {}) =>
  new Promise<never>((_, reject) =>
    setTimeout(() => reject(new ApiError({ status, message, ...extra })), 400),
  );
const otpState = () => ({
  otp_index: 1,
  next_interval: 60,
  expire_in_timestamp: Math.floor(Date.now() / 1000) + 300,
});

const api: AuthApi = {
  loginWithEmail: ({ email, password }) =>
    email === 'gone@example.com'
      ? fail(403, 'deleted', { accountStatus: 'deleted' })
      : password === 'salah'
        ? fail(401, 'Email dan/atau kata sandi salah')
        : delay(token),
  checkLoginPhone: () => delay({ registered: true, status: 'active' }),
  loginWithPhone: ({ otp }) => (otp === '123456' ? delay(token) : fail(422, 'Kode OTP salah')),
  checkRegistration: () => delay(undefined),
  requestOtp: () => delay(otpState()),
  verifyOtp: ({ otp }) => (otp === '123456' ? delay(undefined) : fail(422, 'Kode OTP salah')),
  register: () => delay(token),
  fetchMember: () => delay(member),
  sendPasswordReset: (email) =>
    email.endsWith('@example.com') ? delay(undefined) : fail(422, 'not registered'),
  resetPassword: () => delay(undefined),
  updatePassword: () => delay(undefined),
  socialCheck: () => delay({ registered: false, status: null }),
  socialLogin: () => delay(token),
  localSocialIdentity: (source, email, fullname) =>
    delay({ source, email, fullname, token: 'localidp.story', response: { email, name: fullname } }),
};

const meta = {
  title: 'Auth/Flow (in-memory API)',
  component: AuthFlow,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  // A router: the consent box links to the legal pages' routes.
  decorators: [withProviders({ frame: AuthFrame, path: '/' })],
  args: {
    prompt: { view: 'signIn' },
    onClose: fn(),
    api,
    config: { supportEmail: 'cs@nusastay.id' },
    session: { signedIn: fn(), setUser: fn(), setWelcome: fn() },
    navigate: fn(),
  },
} satisfies Meta<typeof AuthFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {};
export const Register: Story = { args: { prompt: { view: 'register' } } };
export const ForgotPassword: Story = { args: { prompt: { view: 'forgot' } } };
