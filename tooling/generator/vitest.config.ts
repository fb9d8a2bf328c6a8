import { nodePreset } from '@nusa/vitest-config/node';
import { defineConfig } from 'vitest/config';

export default defineConfig(nodePreset());
