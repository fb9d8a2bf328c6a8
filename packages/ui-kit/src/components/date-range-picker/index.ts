export type {
  DateRangePickerLabels,
  DateRangePickerProps,
  DateRangeValue,
  Holiday,
} from './date-range-picker';
export { DateRangePicker, dayKey, nightsBetween } from './date-range-picker';
