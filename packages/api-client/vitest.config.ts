import { nodePreset } from '@nusa/vitest-config/node';
import { defineConfig } from 'vitest/config';

// No DOM here: the client runs on fetch, Request and WebCrypto, which Node provides natively.
export default defineConfig(nodePreset());
