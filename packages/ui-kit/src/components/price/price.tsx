import type { ReactNode } from 'react';
import styles from './price.module.css';

export interface StruckPriceProps {
  /**
   * Which price this is, read before the amount by screen readers only ("Harga awal", "Harga umum"): a
   * strike-through is not announced, so without it the old price would sound like the one to pay.
   */
  label: ReactNode;
  /** The amount, formatted by the caller ("Rp 1.234.567"). */
  children: ReactNode;
  /** Its look (colour, size) comes from the caller: the same price is smaller in a room row than on a card. */
  className?: string | undefined;
}

/** A price the visitor no longer pays (the price before a discount, the public price beside a member's), struck through. */
export function StruckPrice({ label, children, className }: StruckPriceProps) {
  return (
    <s className={className}>
      <span className="nusa-visually-hidden">{label} </span>
      {children}
    </s>
  );
}

export interface PriceBoxProps {
  /** The price to pay, formatted by the caller ("Rp 1.234.567"); `null` when nothing can be booked. */
  price: string | null;
  /** Under the price: what it buys ("per kamar per malam"). */
  unit: ReactNode;
  /** Stands instead of the price when it is `null`: why nothing can be booked ("Hotel penuh untuk tanggal ini"). */
  unavailable: ReactNode;
  /** Above the price, only when there is one: a badge, a StruckPrice. */
  children?: ReactNode;
  /**
   * `end` right-aligns the box where the price closes a card's column (the results list), and sets the unavailable
   * line in semibold there, where the eye looks for a price; `start` (default) under a card's text.
   */
  align?: 'start' | 'end';
}

/**
 * The price block at the foot of a hotel card: the price per night in the accent colour (never broken between "Rp"
 * and the amount), its unit under it, and above it what the caller adds; or, when the hotel cannot be booked for the
 * stay, the reason in the danger colour. It pushes itself to the bottom of a flex column (`margin-top: auto`).
 */
export function PriceBox({ price, unit, unavailable, children, align = 'start' }: PriceBoxProps) {
  return (
    <span className={styles.box} data-align={align}>
      {price === null ? (
        <span className={styles.unavailable}>{unavailable}</span>
      ) : (
        <>
          {children}
          <span className={styles.price}>{price}</span>
          <span className={styles.unit}>{unit}</span>
        </>
      )}
    </span>
  );
}
