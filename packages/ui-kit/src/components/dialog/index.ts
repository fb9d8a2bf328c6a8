export type { DialogAction, DialogProps } from './dialog';
export { Dialog } from './dialog';
