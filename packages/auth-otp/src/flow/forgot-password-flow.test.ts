import { describe, expect, it } from 'vitest';
import { forgotPasswordReducer, initialForgotPassword } from './forgot-password-flow';

describe('forgotPasswordReducer', () => {
  it('takes the sign-in e-mail over only when nothing was typed here', () => {
    const opened = forgotPasswordReducer(initialForgotPassword, { type: 'opened', email: 'a@b.id' });
    expect(opened.draft).toEqual({ email: 'a@b.id' });
    const typed = forgotPasswordReducer(opened, { type: 'typed', values: { email: 'c@d.id' } });
    expect(forgotPasswordReducer(typed, { type: 'opened', email: 'a@b.id' })).toBe(typed);
  });

  it('shows where the link went until the member goes back to sign-in', () => {
    const sent = forgotPasswordReducer(initialForgotPassword, { type: 'sent', email: 'a@b.id' });
    expect(sent.sentTo).toBe('a@b.id');
    expect(forgotPasswordReducer(sent, { type: 'left' }).sentTo).toBeNull();
  });
});
