import { describe, expect, it } from 'vitest';
import { idleSocial, socialBusy, socialReducer } from './social-flow';

describe('socialReducer', () => {
  it('the button stays busy while the local provider asks and until the sign-in ends', () => {
    const started = socialReducer(idleSocial, { type: 'started', source: 'googleplus' });
    const asking = socialReducer(started, { type: 'identityAsked', source: 'googleplus' });
    expect(asking).toEqual({ status: 'askingIdentity', source: 'googleplus' });
    const answered = socialReducer(asking, { type: 'identityAnswered' });
    expect(answered).toEqual(started);
    expect([started, asking, answered].map(socialBusy)).toEqual(['googleplus', 'googleplus', 'googleplus']);
    expect(socialBusy(socialReducer(answered, { type: 'ended' }))).toBeNull();
  });

  it('an answer without a question changes nothing', () => {
    expect(socialReducer(idleSocial, { type: 'identityAnswered' })).toBe(idleSocial);
  });
});
