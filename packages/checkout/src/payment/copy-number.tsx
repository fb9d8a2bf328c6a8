import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@nusa/ui-kit/button';
import { useEffect, useState } from 'react';
import styles from '../checkout.module.css';

/** 3901 0812 3456 7890: read and typed in groups of four; copied without the spaces. */
const groupDigits = (value: string) => value.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * A number to pay to, with a copy button: "Salin" turns to "Tersalin" for a few seconds, and a clipboard the
 * browser refuses (no permission, an old browser) says so, so the member copies it by hand.
 */
export function CopyNumber({ value, label }: { value: string; label: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 3000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className={styles.copy}>
      <p className={styles.number}>{groupDigits(value)}</p>
      <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={t`Salin ${label}`}>
        {state === 'copied' ? <Trans>Tersalin</Trans> : <Trans>Salin</Trans>}
      </Button>
      <p role="status" className={state === 'failed' ? styles.error : 'nusa-visually-hidden'}>
        {state === 'copied'
          ? t`${label} tersalin.`
          : state === 'failed'
            ? t`Gagal menyalin. Salin nomornya secara manual.`
            : ''}
      </p>
    </div>
  );
}
