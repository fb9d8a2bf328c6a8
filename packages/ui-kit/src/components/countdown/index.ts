export type { CountdownProps } from './countdown';
export { Countdown, formatRemaining, milestoneOf } from './countdown';
