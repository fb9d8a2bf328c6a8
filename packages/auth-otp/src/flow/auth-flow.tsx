// The auth flow: one reducer per flow (sign-in, register, code, forgot password, social; see *-flow.ts), wired
// to each other here: which modal is up, what a token leads to (welcome, force_otp, the redirect) and where each
// flow goes next (register → code → welcome, phone sign-in → code, social → register prefilled, forgot password
// → register). The modals are views of those states.
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import { Toast, ToastViewport } from '@nusa/ui-kit/toast';
import { useState } from 'react';
import type { AuthPrompt, AuthView } from '../auth-prompt';
import type { Member } from '../member-slice';
import type { AuthApi, Token } from './auth-api';
import { type AuthDialogState, AuthDialogs } from './auth-dialogs';
import type { Country } from '@nusa/ui-kit/country-picker';
import { CountryPicker } from './country-picker';
import type { FlowContext } from './flow-context';
import { useForgotPasswordFlow } from './forgot-password-flow';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LocalIdentityModal } from './local-identity-modal';
import { type ConfirmCode, useOtpFlow } from './otp-flow';
import { OtpModal } from './otp-modal';
import { displayPhone } from './phone';
import { handOverEmailForRegister, takeEmailForRegister, useRegisterFlow } from './register-flow';
import { RegisterModal } from './register-modal';
import { useSignInFlow } from './sign-in-flow';
import { SignInModal } from './sign-in-modal';
import { socialBusy, useSocialFlow } from './social-flow';
import { WelcomeModal } from './welcome-modal';

export { EMAIL_FOR_REGISTER } from './register-flow';

export interface AuthConfig {
  supportEmail: string;
  captchaSiteKey?: string | undefined;
  googleClientId?: string | undefined;
  facebookAppId?: string | undefined;
}

/** How the flow changes the session; the host writes the cookie and the store. */
export interface SessionPort {
  signedIn(token: Token, options: { welcome: boolean }): void;
  setUser(user: Member): void;
  setWelcome(welcome: boolean): void;
}

export interface AuthFlowProps {
  prompt: AuthPrompt;
  onClose: () => void;
  api: AuthApi;
  config: AuthConfig;
  session: SessionPort;
  navigate: (href: string) => void;
  now?: () => number;
}

type Screen = { view: AuthView | 'otp' } | { view: 'welcome'; fullname: string };

const systemNow = () => Date.now();

export function AuthFlow({
  prompt,
  onClose,
  api,
  config,
  session,
  navigate,
  now = systemNow,
}: AuthFlowProps) {
  const { t } = useLingui();
  const [screen, setScreen] = useState<Screen>({ view: prompt.view });
  const [dialog, setDialog] = useState<AuthDialogState | null>(null);
  const [picker, setPicker] = useState<'signIn' | 'register' | null>(null);
  const [toasts, setToasts] = useState<{ id: number; message: string }[]>([]);
  const go = (view: AuthView | 'otp') => setScreen({ view });

  const context: FlowContext = {
    api,
    now,
    showDialog: setDialog,
    toast: (message) => setToasts((list) => [...list, { id: Date.now() + Math.random(), message }]),
    failure: (error) =>
      isApiError(error) && error.message ? error.message : t`Terjadi kesalahan. Coba lagi.`,
  };

  const finish = () => {
    onClose();
    if (prompt.redirect) navigate(prompt.redirect);
  };

  const otp = useOtpFlow(context);

  /** A token from any flow: store it, load the member, then welcome, confirm the phone, or continue. */
  const signedIn = async (token: Token, welcome = false) => {
    session.signedIn(token, { welcome });
    let user: Member;
    try {
      user = await api.fetchMember(token.member_id);
    } catch (error) {
      context.toast(context.failure(error));
      finish();
      return;
    }
    session.setUser(user);
    if (welcome) return setScreen({ view: 'welcome', fullname: user.full_name });
    if (!user.verified_by_sms && user.phone_number && user.phone_number_country_code) {
      // Spec §4: a member whose phone was never confirmed is asked for a force_otp code.
      const phone = {
        phone_number_country_code: user.phone_number_country_code,
        phone_number: user.phone_number,
      };
      if (await otp.request({ type: 'force_otp', memberId: token.member_id }, phone)) return go('otp');
    }
    finish();
  };

  const signIn = useSignInFlow(context, {
    signedIn,
    codeNeeded: async (target) => {
      if (await otp.request({ type: 'login' }, target)) go('otp');
    },
  });
  const register = useRegisterFlow(
    context,
    () => (prompt.view === 'register' ? takeEmailForRegister() : null),
    {
      signedIn,
      codeNeeded: async (request, target) => {
        if (await otp.request({ type: 'register', ...request }, target)) go('otp');
      },
    },
  );
  const forgot = useForgotPasswordFlow(context);
  const social = useSocialFlow(context, config, {
    signedIn,
    notRegistered: (identity, source) => {
      register.dispatch({
        type: 'socialPrefilled',
        source,
        fullname: identity.fullname,
        email: identity.email,
      });
      go('register');
    },
  });

  const confirmCode: ConfirmCode = async (purpose, target, code) => {
    if (purpose.type === 'login') return signedIn(await api.loginWithPhone({ ...target, otp: code }));
    if (purpose.type === 'register') {
      // A refused captcha sends the member back to the form, where a new one registers with this code.
      if (!(await register.registerWithCode(purpose, target, code))) go('register');
      return;
    }
    await api.verifyOtp({ ...target, otp: code, type: 'force_otp' });
    const user = await api.fetchMember(purpose.memberId).catch(() => null);
    if (user) session.setUser(user);
    finish();
  };

  const toRegister = (email?: string) => {
    register.dispatch({ type: 'opened', email: email ? handOverEmailForRegister(email) : undefined });
    setDialog(null);
    go('register');
  };
  const backToSignIn = () => {
    forgot.dispatch({ type: 'left' });
    register.dispatch({ type: 'left' });
    go('signIn');
  };
  const pickCountry = (country: Country) => {
    if (picker === 'signIn') signIn.dispatch({ type: 'countryPicked', country });
    else register.dispatch({ type: 'countryPicked', country });
    setPicker(null);
  };
  const leaveWelcome = (href: string) => {
    session.setWelcome(false);
    onClose();
    navigate(href);
  };
  const busy = socialBusy(social.state);
  const code = otp.state;

  return (
    <>
      {screen.view === 'signIn' ? (
        <SignInModal
          open
          onClose={onClose}
          tab={signIn.state.tab}
          onTabChange={(tab) => signIn.dispatch({ type: 'tabChosen', tab })}
          emailDraft={signIn.state.email}
          phoneDraft={signIn.state.phone}
          onEmailDraft={(values) => signIn.dispatch({ type: 'emailTyped', values })}
          onPhoneDraft={(values) => signIn.dispatch({ type: 'phoneTyped', values })}
          country={signIn.state.country}
          onPickCountry={() => setPicker('signIn')}
          onSubmitEmail={signIn.submitEmail}
          onSubmitPhone={signIn.submitPhone}
          onForgotPassword={() => {
            forgot.dispatch({ type: 'opened', email: signIn.state.email.email });
            go('forgot');
          }}
          onRegister={() => toRegister()}
          onSocial={social.signIn}
          socialBusy={busy}
          captchaSiteKey={config.captchaSiteKey}
          supportEmail={config.supportEmail}
        />
      ) : null}
      {screen.view === 'register' ? (
        <RegisterModal
          open
          onClose={onClose}
          draft={register.state.draft}
          onDraft={(values) => register.dispatch({ type: 'typed', values })}
          emailLocked={register.state.social !== null}
          country={register.state.country}
          onPickCountry={() => setPicker('register')}
          onSubmit={register.submit}
          onSocial={social.signIn}
          socialBusy={busy}
          onSignIn={backToSignIn}
          captchaSiteKey={config.captchaSiteKey}
          captchaMessage={register.state.keptCode?.message}
        />
      ) : null}
      {screen.view === 'forgot' ? (
        <ForgotPasswordModal
          open
          onClose={onClose}
          draft={forgot.state.draft}
          onDraft={(values) => forgot.dispatch({ type: 'typed', values })}
          onSubmit={forgot.submit}
          sentTo={forgot.state.sentTo}
          onBack={backToSignIn}
        />
      ) : null}
      {screen.view === 'otp' && code.status === 'open' ? (
        <OtpModal
          open
          onClose={() => {
            otp.dispatch({ type: 'dismissed' });
            go(code.purpose.type === 'register' ? 'register' : 'signIn');
          }}
          phoneLabel={displayPhone(code.target.phone_number_country_code, code.target.phone_number)}
          session={code.session}
          invalid={code.invalid}
          message={code.message}
          verifying={code.verifying}
          resending={code.resending}
          onVerify={(value) => otp.verify(value, confirmCode)}
          onResend={otp.resend}
          onCodeChange={() => otp.dispatch({ type: 'codeEdited' })}
          now={now}
        />
      ) : null}
      {screen.view === 'welcome' ? (
        <WelcomeModal
          open
          fullname={screen.fullname}
          onNext={() => leaveWelcome('/')}
          onSetPassword={() => leaveWelcome('/update-password')}
        />
      ) : null}
      <CountryPicker
        open={picker !== null}
        selected={(picker === 'register' ? register.state.country : signIn.state.country).iso2}
        onSelect={pickCountry}
        onClose={() => setPicker(null)}
      />
      <LocalIdentityModal
        source={social.asking}
        onSubmit={social.giveIdentity}
        onClose={social.dismissIdentity}
      />
      <AuthDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onRegister={toRegister}
        supportEmail={config.supportEmail}
      />
      <ToastViewport>
        {toasts.map((item) => (
          <Toast
            key={item.id}
            tone="danger"
            closeLabel={t`Tutup`}
            onClose={() => setToasts((list) => list.filter((x) => x.id !== item.id))}
          >
            {item.message}
          </Toast>
        ))}
      </ToastViewport>
    </>
  );
}
