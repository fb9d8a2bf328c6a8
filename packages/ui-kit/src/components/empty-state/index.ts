export type { EmptyStateProps } from './empty-state';
export { EmptyState } from './empty-state';
