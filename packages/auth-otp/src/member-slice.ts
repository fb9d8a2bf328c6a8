// The member store (spec §3 "Member store: token, user, welcome flag"). Entry-chunk glue: keep it tiny and free
// of copy, forms and API calls. The shell injects it (apps/web/src/store.ts) and persists it under its key.
import type { components } from '@nusa/api-client/schema';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type Member = components['schemas']['Member'];

export interface MemberState {
  token: string | null;
  user: Member | null;
  /** True right after registration, until the welcome modal was dismissed. */
  welcome: boolean;
}

export const initialMemberState: MemberState = { token: null, user: null, welcome: false };

export const memberSlice = createSlice({
  name: 'member',
  initialState: initialMemberState,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; user?: Member | null; welcome?: boolean }>) {
      state.token = action.payload.token;
      if (action.payload.user !== undefined) state.user = action.payload.user;
      if (action.payload.welcome !== undefined) state.welcome = action.payload.welcome;
    },
    setUser(state, action: PayloadAction<Member | null>) {
      state.user = action.payload;
    },
    setWelcome(state, action: PayloadAction<boolean>) {
      state.welcome = action.payload;
    },
    loggedOut() {
      return initialMemberState;
    },
  },
});

export const memberActions = memberSlice.actions;

type WithMember = { member?: MemberState };
export const selectToken = (state: WithMember) => state.member?.token ?? null;
export const selectUser = (state: WithMember) => state.member?.user ?? null;
export const selectWelcome = (state: WithMember) => state.member?.welcome ?? false;
