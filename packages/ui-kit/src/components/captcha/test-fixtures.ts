// A stand-in for Google's reCAPTCHA v2 (no network in tests and stories): the script counts as loaded, and
// `render` puts a labelled checkbox in the widget's box that "solves" the captcha with the next token.
import { RECAPTCHA_SCRIPT_ID } from './recaptcha';

export interface FakeGrecaptcha {
  /** The widget ids `reset` was called with. */
  resets: number[];
  /** How many widgets were rendered. */
  rendered: () => number;
  uninstall: () => void;
}

export function installFakeGrecaptcha({
  fail,
  tokens = ['token-1', 'token-2', 'token-3'],
}: {
  /** `load`: the script loads but defines no grecaptcha; `execute`: rendering throws. */
  fail?: 'load' | 'execute';
  /** What the checkbox answers, one per solve. */
  tokens?: string[];
} = {}): FakeGrecaptcha {
  const boxes: HTMLInputElement[] = [];
  const resets: number[] = [];
  let solved = 0;
  const script = document.createElement('script');
  script.id = RECAPTCHA_SCRIPT_ID;
  script.dataset.loaded = '1';
  document.head.append(script);
  const g = globalThis as { grecaptcha?: unknown };
  if (fail !== 'load') {
    g.grecaptcha = {
      ready: (cb: () => void) => cb(),
      render: (
        el: HTMLElement,
        options: { callback: (token: string) => void; 'expired-callback': () => void },
      ) => {
        if (fail === 'execute') throw new Error('render failed');
        const label = document.createElement('label');
        const box = document.createElement('input');
        box.type = 'checkbox';
        box.addEventListener('change', () => {
          if (box.checked) options.callback(tokens[solved++] ?? `token-${solved}`);
          else options['expired-callback']();
        });
        label.append(box, "I'm not a robot");
        el.replaceChildren(label);
        boxes.push(box);
        return boxes.length - 1;
      },
      reset: (id: number) => {
        resets.push(id);
        const box = boxes[id];
        if (box) box.checked = false;
      },
    };
  }
  return {
    resets,
    rendered: () => boxes.length,
    uninstall: () => {
      script.remove();
      delete g.grecaptcha;
    },
  };
}
