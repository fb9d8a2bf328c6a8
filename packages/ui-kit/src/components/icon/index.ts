export { Icon, iconNames } from './icon';
export type { IconName, IconProps } from './icon';
