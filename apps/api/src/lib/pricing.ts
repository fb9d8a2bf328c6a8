// Room prices are quoted per room per night with taxes and fees included (what the guest pays). Price
// details split them out: in Indonesia hotels add a 10% service charge and 11% tax, so the taxes-and-fees
// part is 21% of the room price before them.
const TAXES_AND_FEES_RATE = 0.21;

/** Splits a tax-inclusive amount into the room price before taxes and fees, and the taxes and fees. */
export function splitTaxesAndFees(inclusive: number): { roomTotal: number; taxesAndFees: number } {
  const roomTotal = Math.round(inclusive / (1 + TAXES_AND_FEES_RATE));
  return { roomTotal, taxesAndFees: inclusive - roomTotal };
}
