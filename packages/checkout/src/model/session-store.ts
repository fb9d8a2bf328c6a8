// What the checkout keeps in the tab's sessionStorage: the form's draft per cart and the idempotency key of a cart
// being created. sessionStorage rather than the app's persisted store: the draft holds personal data (name,
// phone, e-mail), which should not outlive the tab on a shared phone, and a reload or going back stays in the
// tab. Storage may be missing or full (private mode): then nothing is kept, and nothing fails.

const DRAFTS = 'nusa:checkout:drafts';
const ATTEMPT = 'nusa:checkout:attempt';

function read(key: string): unknown {
  try {
    const raw = globalThis.sessionStorage?.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) globalThis.sessionStorage?.removeItem(key);
    else globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: the draft is a convenience.
  }
}

interface DraftEntry {
  values: Record<string, unknown>;
  /** The phone's instant after which the cart's hold is over and the draft is of no use. */
  until: number;
}

const drafts = (): Record<string, DraftEntry> => {
  const all = read(DRAFTS);
  return all && typeof all === 'object' ? (all as Record<string, DraftEntry>) : {};
};

/**
 * The draft of `cartId` laid over `defaults`: only the fields `defaults` has, each only with a value of the same
 * type (storage can be edited by hand). Null without a draft.
 */
export function readDraft<V extends object>(cartId: string, defaults: V, now = Date.now()): V | null {
  const entry = drafts()[cartId];
  if (!entry || typeof entry.values !== 'object' || !(entry.until > now)) return null;
  const out: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, value] of Object.entries(defaults))
    if (typeof entry.values[key] === typeof value) out[key] = entry.values[key];
  return out as V;
}

/** Keeps the draft of `cartId` until the hold ends, and forgets the drafts of holds that have ended. */
export function writeDraft(cartId: string, values: object, until: number, now = Date.now()): void {
  const kept = Object.fromEntries(Object.entries(drafts()).filter(([, entry]) => entry.until > now));
  write(DRAFTS, { ...kept, [cartId]: { values, until } });
}

/** Forgets a cart's draft: once the booking is paid or the hold is over, no personal data is kept. */
export function dropDraft(cartId: string): void {
  const { [cartId]: _dropped, ...rest } = drafts();
  write(DRAFTS, Object.keys(rest).length ? rest : null);
}

/** 32 hex characters from the platform's CSPRNG (randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of one attempt to create a cart, named by what it asks for: a retry, a reload while the
 * answer was on its way or a double tap sends the same key, so the server answers the same cart instead of holding
 * a second room. A different request gets a new key.
 */
export function attemptKey(signature: string): string {
  const stored = read(ATTEMPT) as { signature?: unknown; key?: unknown } | null;
  if (stored?.signature === signature && typeof stored.key === 'string') return stored.key;
  const key = newIdempotencyKey();
  write(ATTEMPT, { signature, key });
  return key;
}

/** The attempt succeeded: choosing the same room again later is a new checkout. */
export function forgetAttempt(): void {
  write(ATTEMPT, null);
}
