import { linguiPreset } from '@nusa/lingui-config';

// The detail page's catalog: extracted from src/detail and src/detail-page.tsx, compiled to TypeScript modules
// (src/detail/locales/detail.{id,en}.ts) that the page loads itself (see src/detail/detail-catalog.tsx).
// It is not under src/locales, so the shell's first-route catalog stays the home page's.
export default linguiPreset({
  catalogs: [
    {
      path: '<rootDir>/src/detail/locales/detail.{locale}',
      include: ['<rootDir>/src/detail', '<rootDir>/src/detail-page.tsx'],
      exclude: ['**/*.test.*', '**/*.stories.*'],
    },
  ],
  compileNamespace: 'es',
});
