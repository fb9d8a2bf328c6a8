export type { BottomSheetProps } from './bottom-sheet';
export { BottomSheet } from './bottom-sheet';
