import { linguiPreset } from '@nusa/lingui-config';

// The results page's catalog: extracted from src/results and src/results-page.tsx, compiled to TypeScript
// modules (src/results/locales/results.{id,en}.ts) that the page loads itself (see src/results/results-catalog.ts).
// It is not under src/locales, so the shell's first-route catalog stays the home page's.
export default linguiPreset({
  catalogs: [
    {
      path: '<rootDir>/src/results/locales/results.{locale}',
      include: ['<rootDir>/src/results', '<rootDir>/src/results-page.tsx'],
      exclude: ['**/*.test.*', '**/*.stories.*'],
    },
  ],
  compileNamespace: 'es',
});
