export { Skeleton } from './skeleton';
export type { SkeletonProps, SkeletonShape } from './skeleton';
