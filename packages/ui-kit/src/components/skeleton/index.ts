export type { SkeletonProps, SkeletonShape } from './skeleton';
export { Skeleton } from './skeleton';
