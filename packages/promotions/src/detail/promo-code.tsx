import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@nusa/ui-kit/button';
import { Icon } from '@nusa/ui-kit/icon';
import { useEffect, useRef, useState } from 'react';
import styles from './promotion-detail.module.css';

/** How long the button says "copied" (and the banner shows) after a copy. */
const COPIED_MS = 3000;

type CopyState = 'idle' | 'copied' | 'failed';

/** Writes text to the clipboard; rejects where the browser has no clipboard or refuses it (an insecure page). */
async function writeClipboard(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) throw new Error('no clipboard');
  await navigator.clipboard.writeText(text);
}

interface PromoCodeProps {
  code: string;
  /** An ended promotion's code is shown but cannot be copied: it no longer applies. */
  ended: boolean;
  /** The clipboard (tests and stories replace it). */
  copy?: (text: string) => Promise<void>;
}

/**
 * The promotion's code with a copy button: "copied" on the button and a success banner once it is on the
 * clipboard, the spec's failure banner when it cannot be copied (the code stays on screen to type it in).
 */
export function PromoCode({ code, ended, copy = writeClipboard }: PromoCodeProps) {
  const { t } = useLingui();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onCopy = async () => {
    clearTimeout(timer.current);
    try {
      await copy(code);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_MS);
    } catch {
      setState('failed');
    }
  };
  return (
    <section className={styles.code} aria-labelledby="promotion-code-title">
      <h2 id="promotion-code-title" className={styles.sectionTitle}>
        <Trans>Kode promo</Trans>
      </h2>
      <div className={styles.codeRow}>
        <span className={styles.codeValue} data-testid="promo-code">
          {code}
        </span>
        {ended ? null : (
          <Button
            variant={state === 'copied' ? 'secondary' : 'primary'}
            onClick={() => void onCopy()}
            aria-label={state === 'copied' ? t`Kode promo ${code} tersalin` : t`Salin kode promo ${code}`}
          >
            {state === 'copied' ? (
              <>
                <Icon name="check-circle" size={16} /> <Trans>Tersalin</Trans>
              </>
            ) : (
              <Trans>Salin</Trans>
            )}
          </Button>
        )}
      </div>
      {/* The notification banner: a polite status on success, an alert on failure. */}
      <div role="status" className={state === 'copied' ? styles.bannerSuccess : undefined}>
        {state === 'copied' ? (
          <Trans>Kode promo berhasil disalin. Tempel di kolom kode promo saat memesan.</Trans>
        ) : null}
      </div>
      <div role="alert" className={state === 'failed' ? styles.bannerFailed : undefined}>
        {state === 'failed' ? <Trans>Kode promo gagal disalin. Salin manual: {code}</Trans> : null}
      </div>
    </section>
  );
}
