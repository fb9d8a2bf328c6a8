// Social sign-in (spec §2, §8): which provider is working and whether the local test provider is asking for an
// identity. A registered (active) account signs in; an unknown one goes to the register form, prefilled.
import { useMemo, useReducer, useRef } from 'react';
import { type SocialIdentity, type SocialProvider, socialProviders } from '../social/social-adapter';
import type { SocialSource } from './auth-api';
import { accountStatusDialog, type FlowContext, type SignedIn } from './flow-context';

export type SocialState =
  | { status: 'idle' }
  | { status: 'signingIn'; source: SocialSource }
  /** The local test provider (no SDK configured) waits for the member to name a test identity. */
  | { status: 'askingIdentity'; source: SocialSource };

export type SocialEvent =
  | { type: 'started'; source: SocialSource }
  | { type: 'identityAsked'; source: SocialSource }
  /** The test identity was given or the question dismissed: the provider's answer is on its way. */
  | { type: 'identityAnswered' }
  | { type: 'ended' };

export const idleSocial: SocialState = { status: 'idle' };

export function socialReducer(state: SocialState, event: SocialEvent): SocialState {
  switch (event.type) {
    case 'started':
      return { status: 'signingIn', source: event.source };
    case 'identityAsked':
      return { status: 'askingIdentity', source: event.source };
    case 'identityAnswered':
      return state.status === 'askingIdentity' ? { status: 'signingIn', source: state.source } : state;
    case 'ended':
      return idleSocial;
  }
}

/** The provider whose button shows it is working. */
export const socialBusy = (state: SocialState): SocialSource | null =>
  state.status === 'idle' ? null : state.source;

export interface SocialExits {
  signedIn: SignedIn;
  /** No account has the provider's e-mail: register with the provider's name and e-mail. */
  notRegistered: (identity: SocialIdentity, source: SocialSource) => void;
}

export function useSocialFlow(
  { api, showDialog }: FlowContext,
  config: { googleClientId?: string | undefined; facebookAppId?: string | undefined },
  exits: SocialExits,
) {
  const [state, dispatch] = useReducer(socialReducer, idleSocial);
  // The local provider's pending promise: settled by the identity modal, which is not part of the render state.
  const answer = useRef<{ resolve: (i: SocialIdentity) => void; reject: (e: Error) => void } | null>(null);

  const providers: Record<SocialSource, SocialProvider> = useMemo(
    () =>
      socialProviders(
        { googleClientId: config.googleClientId, facebookAppId: config.facebookAppId },
        (source) =>
          new Promise<SocialIdentity>((resolve, reject) => {
            answer.current = { resolve, reject };
            dispatch({ type: 'identityAsked', source });
          }),
      ),
    [config.googleClientId, config.facebookAppId],
  );

  const signIn = async (source: SocialSource) => {
    dispatch({ type: 'started', source });
    try {
      const identity = await providers[source].signIn();
      const lookup = await api.socialCheck(identity.email);
      if (!lookup.registered) return exits.notRegistered(identity, source);
      const status = accountStatusDialog(lookup.status, identity.email);
      if (status) return showDialog(status);
      await exits.signedIn(
        await api.socialLogin({
          email: identity.email,
          source,
          response: identity.response,
          token: identity.token,
        }),
      );
    } catch (error) {
      // Spec §8: a social sign-in failure is only logged.
      console.error('social sign-in failed', error);
    } finally {
      dispatch({ type: 'ended' });
    }
  };

  /** The local test provider's question: which identity it should vouch for. */
  const asking = state.status === 'askingIdentity' ? state.source : null;
  const giveIdentity = (email: string, fullname: string) => {
    if (asking) {
      const pending = answer.current;
      api.localSocialIdentity(asking, email, fullname).then(
        (identity) => pending?.resolve(identity),
        (error: Error) => pending?.reject(error),
      );
    }
    dispatch({ type: 'identityAnswered' });
  };
  const dismissIdentity = () => {
    answer.current?.reject(new Error('cancelled'));
    dispatch({ type: 'identityAnswered' });
  };

  return { state, signIn, asking, giveIdentity, dismissIdentity };
}
