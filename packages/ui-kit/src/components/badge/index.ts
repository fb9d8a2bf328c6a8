export type { BadgeProps, BadgeTone, CountBadgeProps } from './badge';
export { Badge, CountBadge, formatCount } from './badge';
