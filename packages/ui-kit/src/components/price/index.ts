export type { PriceBoxProps, StruckPriceProps } from './price';
export { PriceBox, StruckPrice } from './price';
