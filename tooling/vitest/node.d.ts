import type { ViteUserConfig } from 'vitest/config';
export function nodePreset(overrides?: NonNullable<ViteUserConfig['test']>): ViteUserConfig;
