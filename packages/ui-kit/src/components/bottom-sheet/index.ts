export { BottomSheet } from './bottom-sheet';
export type { BottomSheetProps } from './bottom-sheet';
