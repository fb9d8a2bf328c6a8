import { QRCodeSVG } from 'qrcode.react';
import styles from '../checkout.module.css';

/**
 * The QRIS payload drawn as a QR code, as SVG (sharp at any size, no canvas, nothing for the page's CSP to
 * refuse). Medium error correction, with a quiet zone, as QRIS scanners expect.
 */
export function QrisCode({ value, label }: { value: string; label: string }) {
  return (
    <div className={styles.qr}>
      <QRCodeSVG value={value} size={232} level="M" marginSize={4} role="img" aria-label={label} />
    </div>
  );
}
