// "Open the sign-in modal" from anywhere, without importing the (lazy) modals: a tiny external store that the
// shell's <AuthHost/> renders. Other feature packages cannot import this package (feature boundary); they link
// to the current page with `?login=1` (optionally `&redirect=/path`), which the shell turns into a prompt.

export type AuthView = 'signIn' | 'register' | 'forgot';

export interface AuthPrompt {
  view: AuthView;
  /** Where to continue after signing in (an in-app href). */
  redirect?: string | undefined;
  /** `page`: hosted by the /login or /register route, closing it leaves the route. */
  host?: 'modal' | 'page';
}

/** Search param that opens the sign-in modal on any page (`?login=1`, or `?login=register`). */
export const LOGIN_PARAM = 'login';
export const REDIRECT_PARAM = 'redirect';

let current: AuthPrompt | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function openAuth(prompt: AuthPrompt): void {
  current = prompt;
  emit();
}

export function closeAuth(): void {
  if (current === null) return;
  current = null;
  emit();
}

export const authPromptStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): AuthPrompt | null => current,
};
