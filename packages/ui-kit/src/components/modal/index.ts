export type { ModalProps, ModalSize } from './modal';
export { Modal } from './modal';
