export type { ToastProps, ToastTone, ToastViewportProps } from './toast';
export { Toast, ToastViewport } from './toast';
