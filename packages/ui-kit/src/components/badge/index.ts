export { Badge, CountBadge, formatCount } from './badge';
export type { BadgeProps, BadgeTone, CountBadgeProps } from './badge';
