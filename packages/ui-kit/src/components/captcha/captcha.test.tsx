// The captcha widget with a fake grecaptcha (no network): the solved token, resetting after the server has seen
// it (Google accepts a token once), the server's message at the widget, the four failures in the caller's words,
// and nothing at all without a site key.
import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './captcha.stories';
import { type CaptchaErrorMessages, Recaptcha } from './recaptcha';
import { type FakeGrecaptcha, installFakeGrecaptcha } from './test-fixtures';
import { type CaptchaField, useCaptchaField } from './use-captcha-field';

const errors: CaptchaErrorMessages = {
  noKey: 'ReCaptcha error: No key provided',
  noVersion: 'ReCaptcha error: No version provided',
  load: 'ReCaptcha error: Failed to load script',
  execute: 'ReCaptcha error: Failed to execute',
};

let fake: FakeGrecaptcha | undefined;
afterEach(() => {
  fake?.uninstall();
  fake = undefined;
});

/** A form's use of the hook: the field's state shown so the test can read it. */
function Form({ siteKey, onField }: { siteKey: string | undefined; onField: (f: CaptchaField) => void }) {
  const captcha = useCaptchaField({ siteKey, errors });
  onField(captcha);
  return (
    <form aria-label="Formulir">
      {captcha.element}
      <button type="submit" disabled={captcha.missing}>
        Kirim
      </button>
    </form>
  );
}

function renderForm(siteKey: string | undefined) {
  let field: CaptchaField | undefined;
  const view = render(<Form siteKey={siteKey} onField={(f) => (field = f)} />);
  return { ...view, field: () => field as CaptchaField };
}

describe('useCaptchaField', () => {
  it('without a site key shows nothing and never waits', () => {
    const { field } = renderForm(undefined);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(field().missing).toBe(false);
    expect(field().token).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeEnabled();
  });

  it('waits for the solved token, then resets after use and shows the server’s message until solved again', async () => {
    fake = installFakeGrecaptcha();
    const user = userEvent.setup();
    const { field } = renderForm('site-key');
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    expect(field().token).toBe('token-1');
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeEnabled();

    act(() => field().spent('Verifikasi captcha gagal, coba lagi.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verifikasi captcha gagal, coba lagi.');
    expect(fake.resets).toEqual([0]);
    expect(field().token).toBeUndefined();
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeDisabled();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    expect(field().token).toBe('token-2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fake.rendered()).toBe(1);
  });

  it('an expired solve makes the form wait again', async () => {
    fake = installFakeGrecaptcha();
    const user = userEvent.setup();
    const { field } = renderForm('site-key');
    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    await user.click(box);
    expect(field().missing).toBe(false);
    await user.click(box);
    expect(field().missing).toBe(true);
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeDisabled();
  });

  it('has no axe violations', async () => {
    fake = installFakeGrecaptcha();
    renderForm('site-key');
    await screen.findByRole('checkbox', { name: "I'm not a robot" });
    await expectNoAxeViolations();
  });
});

describe('Recaptcha failures (spec §8), in the caller’s words', () => {
  const renderWidget = (props: Partial<Parameters<typeof Recaptcha>[0]> = {}) =>
    render(<Recaptcha siteKey="site-key" onToken={() => {}} errors={errors} {...props} />);

  it('no key', async () => {
    renderWidget({ siteKey: undefined });
    expect(await screen.findByRole('alert')).toHaveTextContent('ReCaptcha error: No key provided');
  });

  it('no supported version', async () => {
    renderWidget({ version: 3 });
    expect(await screen.findByRole('alert')).toHaveTextContent('ReCaptcha error: No version provided');
  });

  it('the script did not load', async () => {
    fake = installFakeGrecaptcha({ fail: 'load' });
    renderWidget();
    expect(await screen.findByRole('alert')).toHaveTextContent('ReCaptcha error: Failed to load script');
  });

  it('the widget did not render', async () => {
    fake = installFakeGrecaptcha({ fail: 'execute' });
    renderWidget({ errors: { ...errors, execute: 'ReCaptcha error: Failed to execute (en)' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('ReCaptcha error: Failed to execute (en)');
  });
});

// What each story must show: the widget (the fake's checkbox) or its message.
const shows: Record<string, { checkbox: boolean; alert?: string }> = {
  Unsolved: { checkbox: true },
  Solved: { checkbox: true },
  Refused: { checkbox: true, alert: 'Verifikasi captcha gagal, coba lagi.' },
  RefusedEnglish: { checkbox: true, alert: 'Captcha verification failed, please try again.' },
  NoKey: { checkbox: false, alert: errors.noKey },
  NoVersion: { checkbox: false, alert: errors.noVersion },
  LoadFailed: { checkbox: false, alert: errors.load },
  ExecuteFailed: { checkbox: false, alert: errors.execute },
};

describe('stories', () => {
  it.each(Object.entries(composeStories(stories)))('%s renders and plays', async (name, Story) => {
    const expected = shows[name];
    expect(expected).toBeDefined();
    await Story.run();
    if (expected?.alert) expect(await screen.findByRole('alert')).toHaveTextContent(expected.alert);
    else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    if (expected?.checkbox)
      expect(await screen.findByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
    else expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
