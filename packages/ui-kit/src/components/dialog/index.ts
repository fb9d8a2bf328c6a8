export { Dialog } from './dialog';
export type { DialogAction, DialogProps } from './dialog';
