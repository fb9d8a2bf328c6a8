export type { StepperProps } from './stepper';
export { Stepper } from './stepper';
