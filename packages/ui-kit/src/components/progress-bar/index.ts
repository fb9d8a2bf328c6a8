export type { ProgressBarProps } from './progress-bar';
export { PROGRESS_FADE_MS, PROGRESS_FINISH_MS, ProgressBar } from './progress-bar';
