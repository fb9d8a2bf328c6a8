import { nodePreset } from '@nusa/vitest-config/node';
import { defineConfig } from 'vitest/config';

export default defineConfig(nodePreset({ testTimeout: 30000, hookTimeout: 120000, fileParallelism: false }));
