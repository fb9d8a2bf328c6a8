export { Toast, ToastViewport } from './toast';
export type { ToastProps, ToastTone, ToastViewportProps } from './toast';
