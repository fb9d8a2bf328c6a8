export type { CountdownProps } from './countdown';
export { Countdown, formatRemaining } from './countdown';
