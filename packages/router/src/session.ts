// The member session as features see it: through the router context, never through the auth feature's store
// slice (features may not import each other). The shell builds it from the auth feature (auth-otp's
// createSession) and hands it to the router; tests and stories use staticSession.
import type { ParsedLocation } from '@tanstack/react-router';

export interface Session {
  /** The member's bearer token, or null for a guest. */
  token(): string | null;
  /** The signed-in member's id, or null (a guest, or a member whose profile has not loaded yet). */
  memberId(): number | null;
  /** Calls `listener` whenever the token or the member changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * `beforeLoad` of every route declared with `staticData.guarded`: throws the router's redirect for a guest
   * (to sign in, then on to `location`). The policy is the auth feature's; the contract only says where it runs.
   */
  guard(location: ParsedLocation): void;
}

/** A session that never changes: a guest (`token` null) or a signed-in member, for tests and stories. */
export function staticSession(value: { token?: string | null; memberId?: number | null } = {}): Session {
  return {
    token: () => value.token ?? null,
    memberId: () => value.memberId ?? null,
    subscribe: () => () => {},
    guard: () => {},
  };
}
