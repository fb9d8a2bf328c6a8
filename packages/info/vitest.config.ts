import { reactPreset } from '@nusa/vitest-config/react';
import { defineConfig } from 'vitest/config';

export default defineConfig(reactPreset());
