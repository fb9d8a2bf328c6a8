// The auth flow controller: which modal is up, the drafts of every form (so nothing typed is lost when the
// member moves between screens), the calls and their error handling (spec §4, §8). Presentational pieces are
// the *-modal.tsx components; this file owns behaviour only.
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@nusa/api-client/errors';
import { Toast, ToastViewport } from '@nusa/ui-kit/toast';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { AuthPrompt } from '../auth-prompt';
import type { Member } from '../member-slice';
import { type SocialIdentity, socialProviders } from '../social/social-adapter';
import type { AuthApi, SocialSource, Token } from './auth-api';
import { type AuthDialogState, AuthDialogs } from './auth-dialogs';
import { type Country, INDONESIA } from './countries';
import { CountryPicker } from './country-picker';
import { ForgotPasswordModal, type ForgotValues } from './forgot-password-modal';
import { LocalIdentityModal } from './local-identity-modal';
import { OtpModal } from './otp-modal';
import { lockedOutSession, type OtpSession, sessionFromOtpState } from './otp-timer';
import { displayPhone, stripLeadingZeros } from './phone';
import { emptyRegister, RegisterModal, type RegisterValues } from './register-modal';
import { type EmailSignInValues, type PhoneSignInValues, SignInModal, type SignInTab } from './sign-in-modal';
import { fieldErrorsFrom } from './use-draft';
import { WelcomeModal } from './welcome-modal';

export const EMAIL_FOR_REGISTER = 'email_for_register';

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

type Step = 'signIn' | 'register' | 'forgot' | 'otp' | 'welcome';
type Purpose =
  | { type: 'login' }
  | {
      type: 'register';
      values: RegisterValues;
      source: 'email' | SocialSource;
      captchaToken: string | undefined;
    }
  | { type: 'force_otp' };
interface PhoneTarget {
  phone_number_country_code: string;
  phone_number: string;
}

const systemNow = () => Date.now();

/**
 * The server's word on a captcha token: refused (422 on `captcha_token`) or not checkable right now (503
 * `captcha_unavailable`). Its message, to show at the widget, or undefined for any other error.
 */
function captchaProblem(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const field = error.fieldErrors.captcha_token?.[0];
  if (error.status === 422 && field) return field;
  if (error.code === 'captcha_unavailable' || error.code === 'captcha_failed')
    return error.message || undefined;
  return undefined;
}

function registerBody(
  target: PhoneTarget,
  code: string,
  values: RegisterValues,
  source: 'email' | SocialSource,
  captchaToken: string | undefined,
) {
  return {
    ...target,
    fullname: values.fullname,
    email: values.email,
    newsletter: values.newsletter,
    termconditions: values.terms,
    source,
    otp: code,
    ...(captchaToken ? { captcha_token: captchaToken } : {}),
  };
}

function takeEmailForRegister(): string | null {
  try {
    const email = globalThis.sessionStorage?.getItem(EMAIL_FOR_REGISTER) ?? null;
    globalThis.sessionStorage?.removeItem(EMAIL_FOR_REGISTER);
    return email;
  } catch {
    return null;
  }
}
function keepEmailForRegister(email: string): void {
  try {
    globalThis.sessionStorage?.setItem(EMAIL_FOR_REGISTER, email);
  } catch {
    // Private mode without storage: the e-mail is still handed over in memory below.
  }
}

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
  const [step, setStep] = useState<Step>(prompt.view);
  const [tab, setTab] = useState<SignInTab>('email');
  const [emailDraft, setEmailDraft] = useState<EmailSignInValues>({ email: '', password: '' });
  const [phoneDraft, setPhoneDraft] = useState<PhoneSignInValues>({ countryCode: '62', phone: '' });
  const [registerDraft, setRegisterDraft] = useState<RegisterValues>(() => {
    const email = prompt.view === 'register' ? takeEmailForRegister() : null;
    return email ? { ...emptyRegister, email } : emptyRegister;
  });
  const [forgotDraft, setForgotDraft] = useState<ForgotValues>({ email: '' });
  const [forgotSent, setForgotSent] = useState<string | null>(null);
  const [signInCountry, setSignInCountry] = useState<Country>(INDONESIA);
  const [registerCountry, setRegisterCountry] = useState<Country>(INDONESIA);
  const [picker, setPicker] = useState<'signIn' | 'register' | null>(null);
  const [socialLock, setSocialLock] = useState<{ source: SocialSource } | null>(null);
  const [socialBusy, setSocialBusy] = useState<SocialSource | null>(null);
  const [localAsk, setLocalAsk] = useState<SocialSource | null>(null);
  const localAnswer = useRef<{ resolve: (i: SocialIdentity) => void; reject: (e: Error) => void } | null>(
    null,
  );
  const [dialog, setDialog] = useState<AuthDialogState | null>(null);
  const [toasts, setToasts] = useState<{ id: number; message: string }[]>([]);
  // OTP step
  const [purpose, setPurpose] = useState<Purpose>({ type: 'login' });
  const [target, setTarget] = useState<PhoneTarget | null>(null);
  const [otp, setOtp] = useState<OtpSession | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [otpMessage, setOtpMessage] = useState<string | undefined>();
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [welcomeName, setWelcomeName] = useState('');
  // Register after the code was verified but the captcha refused: the code is still good (the server checks
  // the captcha first), so a new captcha on the form registers without another code.
  const [registerRetry, setRegisterRetry] = useState<{
    target: PhoneTarget;
    code: string;
    message: string;
  } | null>(null);
  const memberId = useRef<number | null>(null);

  const toast = useCallback((message: string) => {
    setToasts((list) => [...list, { id: Date.now() + Math.random(), message }]);
  }, []);
  const failure = useCallback(
    (error: unknown) =>
      isApiError(error) && error.message ? error.message : t`Terjadi kesalahan. Coba lagi.`,
    [t],
  );

  const finish = useCallback(() => {
    onClose();
    if (prompt.redirect) navigate(prompt.redirect);
  }, [onClose, navigate, prompt.redirect]);

  const toRegister = useCallback((email?: string) => {
    if (email) {
      keepEmailForRegister(email);
      setRegisterDraft((d) => ({ ...d, email: takeEmailForRegister() ?? email }));
    }
    setSocialLock(null);
    setDialog(null);
    setStep('register');
  }, []);

  /** Asks for a code; returns false when the request failed before a session started. */
  const requestCode = useCallback(
    async (type: Purpose['type'], phone: PhoneTarget, fullname?: string): Promise<boolean> => {
      try {
        const state = await api.requestOtp({ ...phone, type, ...(fullname ? { fullname } : {}) });
        const next = sessionFromOtpState(state, now());
        setOtp(next);
        if (next.lockedOut) setDialog({ kind: 'wait', minutes: Math.round(next.interval / 60) });
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === 429) {
          setOtp(lockedOutSession(now(), error.retryAfter));
          setDialog({ kind: 'message', message: failure(error) });
          return true;
        }
        setDialog({ kind: 'message', message: failure(error) });
        return false;
      }
    },
    [api, now, failure],
  );

  const completeSignIn = useCallback(
    async (token: Token, welcome = false) => {
      session.signedIn(token, { welcome });
      memberId.current = token.member_id;
      let user: Member;
      try {
        user = await api.fetchMember(token.member_id);
      } catch (error) {
        toast(failure(error));
        finish();
        return;
      }
      session.setUser(user);
      if (welcome) {
        setWelcomeName(user.full_name);
        setStep('welcome');
        return;
      }
      if (!user.verified_by_sms && user.phone_number && user.phone_number_country_code) {
        // Spec §4: a member whose phone was never confirmed is asked for a force_otp code.
        const phone = {
          phone_number_country_code: user.phone_number_country_code,
          phone_number: user.phone_number,
        };
        setPurpose({ type: 'force_otp' });
        setTarget(phone);
        if (await requestCode('force_otp', phone)) {
          setStep('otp');
          return;
        }
      }
      finish();
    },
    [api, session, finish, requestCode, toast, failure],
  );

  const accountStatusDialog = (status: string | null | undefined, email: string): boolean => {
    if (status === 'temporary-inactive') setDialog({ kind: 'inactive' });
    else if (status === 'deleted') setDialog({ kind: 'deleted', email });
    else return false;
    return true;
  };

  const submitEmail = async (values: EmailSignInValues, captchaToken: string | undefined) => {
    try {
      await completeSignIn(
        await api.loginWithEmail(captchaToken ? { ...values, captcha_token: captchaToken } : values),
      );
    } catch (error) {
      if (!isApiError(error)) return void toast(failure(error));
      const captcha = captchaProblem(error);
      if (captcha) return { captcha };
      if (accountStatusDialog(error.accountStatus, values.email)) return;
      const inPlace = error.status === 422 ? fieldErrorsFrom(error) : undefined;
      if (inPlace) return inPlace;
      if (error.status === 401 || error.status === 400)
        setDialog({ kind: 'invalidCredentials', message: error.message });
      else toast(failure(error));
    }
  };

  const submitPhone = async (values: PhoneSignInValues) => {
    const phone = {
      phone_number_country_code: values.countryCode,
      phone_number: stripLeadingZeros(values.phone),
    };
    try {
      const lookup = await api.checkLoginPhone(phone);
      if (!lookup.registered)
        return { phone: t`Nomor ponsel belum terdaftar. Silakan daftar terlebih dahulu.` };
      if (accountStatusDialog(lookup.status, '')) return;
    } catch (error) {
      const inPlace = fieldErrorsFrom(error, { phone_number: 'phone', phone_number_country_code: 'phone' });
      if (inPlace) return inPlace;
      return void toast(failure(error));
    }
    setPurpose({ type: 'login' });
    setTarget(phone);
    setInvalid(false);
    setOtpMessage(undefined);
    if (await requestCode('login', phone)) setStep('otp');
  };

  const submitRegister = async (values: RegisterValues, captchaToken: string | undefined) => {
    const phone = {
      phone_number_country_code: values.countryCode,
      phone_number: stripLeadingZeros(values.phone),
    };
    const source = socialLock?.source ?? 'email';
    const retry = registerRetry;
    setRegisterRetry(null);
    if (
      retry &&
      retry.target.phone_number_country_code === phone.phone_number_country_code &&
      retry.target.phone_number === phone.phone_number
    ) {
      try {
        await completeSignIn(
          await api.register(registerBody(retry.target, retry.code, values, source, captchaToken)),
          true,
        );
        return;
      } catch (error) {
        const captcha = captchaProblem(error);
        if (captcha) {
          setRegisterRetry({ ...retry, message: captcha });
          return { captcha };
        }
        // Anything else (e.g. the code expired meanwhile): start again with a new code below.
      }
    }
    try {
      await api.checkRegistration({ ...phone, email: values.email });
    } catch (error) {
      const inPlace = fieldErrorsFrom(error, { phone_number: 'phone', phone_number_country_code: 'phone' });
      if (inPlace) return inPlace;
      return void toast(failure(error));
    }
    setPurpose({ type: 'register', values, source, captchaToken });
    setTarget(phone);
    setInvalid(false);
    setOtpMessage(undefined);
    if (await requestCode('register', phone)) setStep('otp');
  };

  const verify = async (code: string) => {
    if (!target) return;
    setVerifying(true);
    try {
      if (purpose.type === 'login') {
        await completeSignIn(await api.loginWithPhone({ ...target, otp: code }));
      } else if (purpose.type === 'register') {
        await api.verifyOtp({ ...target, otp: code, type: 'register' });
        const { values, source, captchaToken } = purpose;
        let token: Token;
        try {
          token = await api.register(registerBody(target, code, values, source, captchaToken));
        } catch (error) {
          const captcha = captchaProblem(error);
          if (!captcha) throw error;
          // Typically the token expired while the code was typed (Google keeps them ~2 minutes): back to the
          // form, everything kept, the message at a fresh widget.
          setRegisterRetry({ target, code, message: captcha });
          setStep('register');
          return;
        }
        await completeSignIn(token, true);
      } else {
        await api.verifyOtp({ ...target, otp: code, type: 'force_otp' });
        if (memberId.current !== null) {
          const user = await api.fetchMember(memberId.current).catch(() => null);
          if (user) session.setUser(user);
        }
        finish();
      }
    } catch (error) {
      if (isApiError(error) && error.status === 429) {
        // Five wrong codes void the code: it is timed out, a new one must be requested.
        setInvalid(true);
        setOtpMessage(error.message);
        setOtp((s) => (s ? { ...s, expiresAt: now() } : s));
      } else if (isApiError(error) && error.status >= 400 && error.status < 500) {
        setInvalid(true);
        setOtpMessage(error.message);
      } else toast(failure(error));
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    if (!target) return;
    setResending(true);
    setInvalid(false);
    setOtpMessage(undefined);
    const fullname = purpose.type === 'register' ? purpose.values.fullname : undefined;
    await requestCode(purpose.type, target, fullname);
    setResending(false);
  };

  const providers = useMemo(
    () =>
      socialProviders(
        { googleClientId: config.googleClientId, facebookAppId: config.facebookAppId },
        (source) =>
          new Promise<SocialIdentity>((resolve, reject) => {
            localAnswer.current = { resolve, reject };
            setLocalAsk(source);
          }),
      ),
    [config.googleClientId, config.facebookAppId],
  );

  const social = async (source: SocialSource) => {
    setSocialBusy(source);
    try {
      const identity = await providers[source].signIn();
      const lookup = await api.socialCheck(identity.email);
      if (lookup.registered) {
        if (accountStatusDialog(lookup.status, identity.email)) return;
        await completeSignIn(
          await api.socialLogin({
            email: identity.email,
            source,
            response: identity.response,
            token: identity.token,
          }),
        );
        return;
      }
      // Not registered: the register form, prefilled, with the provider's e-mail locked (spec §2).
      setRegisterDraft((d) => ({
        ...d,
        fullname: identity.fullname.replace(/[^\p{L} ]/gu, '').trim() || d.fullname,
        email: identity.email,
      }));
      setSocialLock({ source });
      setStep('register');
    } catch (error) {
      // Spec §8: a social sign-in failure is only logged.
      console.error('social sign-in failed', error);
    } finally {
      setSocialBusy(null);
    }
  };

  const submitForgot = async ({ email }: ForgotValues) => {
    try {
      await api.sendPasswordReset(email);
      setForgotSent(email);
    } catch (error) {
      if (isApiError(error) && error.status === 422) setDialog({ kind: 'notRegistered', email });
      else setDialog({ kind: 'message', message: isApiError(error) ? error.message : failure(error) });
    }
  };

  const pickCountry = (country: Country) => {
    if (picker === 'signIn') setSignInCountry(country);
    else setRegisterCountry(country);
    setPicker(null);
  };

  const backToSignIn = () => {
    setForgotSent(null);
    setSocialLock(null);
    setStep('signIn');
  };

  return (
    <>
      {step === 'signIn' ? (
        <SignInModal
          open
          onClose={onClose}
          tab={tab}
          onTabChange={setTab}
          emailDraft={emailDraft}
          phoneDraft={phoneDraft}
          onEmailDraft={setEmailDraft}
          onPhoneDraft={setPhoneDraft}
          country={signInCountry}
          onPickCountry={() => setPicker('signIn')}
          onSubmitEmail={submitEmail}
          onSubmitPhone={submitPhone}
          onForgotPassword={() => {
            setForgotDraft((d) => (d.email ? d : { email: emailDraft.email }));
            setStep('forgot');
          }}
          onRegister={() => toRegister()}
          onSocial={social}
          socialBusy={socialBusy}
          captchaSiteKey={config.captchaSiteKey}
          supportEmail={config.supportEmail}
        />
      ) : null}
      {step === 'register' ? (
        <RegisterModal
          open
          onClose={onClose}
          draft={registerDraft}
          onDraft={setRegisterDraft}
          emailLocked={socialLock !== null}
          country={registerCountry}
          onPickCountry={() => setPicker('register')}
          onSubmit={submitRegister}
          onSocial={social}
          socialBusy={socialBusy}
          onSignIn={backToSignIn}
          captchaSiteKey={config.captchaSiteKey}
          captchaMessage={registerRetry?.message}
        />
      ) : null}
      {step === 'forgot' ? (
        <ForgotPasswordModal
          open
          onClose={onClose}
          draft={forgotDraft}
          onDraft={setForgotDraft}
          onSubmit={submitForgot}
          sentTo={forgotSent}
          onBack={backToSignIn}
        />
      ) : null}
      {step === 'otp' && otp && target ? (
        <OtpModal
          open
          onClose={() => setStep(purpose.type === 'register' ? 'register' : 'signIn')}
          phoneLabel={displayPhone(target.phone_number_country_code, target.phone_number)}
          session={otp}
          invalid={invalid}
          message={otpMessage}
          verifying={verifying}
          resending={resending}
          onVerify={verify}
          onResend={resend}
          onCodeChange={() => setInvalid(false)}
          now={now}
        />
      ) : null}
      {step === 'welcome' ? (
        <WelcomeModal
          open
          fullname={welcomeName}
          onNext={() => {
            session.setWelcome(false);
            onClose();
            navigate('/');
          }}
          onSetPassword={() => {
            session.setWelcome(false);
            onClose();
            navigate('/update-password');
          }}
        />
      ) : null}
      <CountryPicker
        open={picker !== null}
        selected={(picker === 'register' ? registerCountry : signInCountry).iso2}
        onSelect={pickCountry}
        onClose={() => setPicker(null)}
      />
      <LocalIdentityModal
        source={localAsk}
        onSubmit={(email, fullname) => {
          if (localAsk) {
            const answer = localAnswer.current;
            api.localSocialIdentity(localAsk, email, fullname).then(
              (identity) => answer?.resolve(identity),
              (error: Error) => answer?.reject(error),
            );
          }
          setLocalAsk(null);
        }}
        onClose={() => {
          localAnswer.current?.reject(new Error('cancelled'));
          setLocalAsk(null);
        }}
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
