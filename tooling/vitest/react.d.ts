import type { ViteUserConfig } from 'vitest/config';
export function reactPreset(overrides?: NonNullable<ViteUserConfig['test']>): ViteUserConfig;
