// React 18+ ships useSyncExternalStore; the `use-sync-external-store/shim` package some libraries import for
// React 16/17 support is dead weight here (vite.config.ts aliases it to this file).
export { useSyncExternalStore } from 'react';
