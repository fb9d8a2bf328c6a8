import { linguiPreset } from '@nusa/lingui-config';

// The whole auth feature's copy lives in ONE lazily loaded catalog (src/flow/locales/auth.{id,en}), compiled to
// TypeScript modules that the modals and pages load themselves (see src/flow/auth-catalog.ts). There is no
// src/locales on purpose: the shell loads every package's src/locales up front, on the first route, and the
// entry glue (member slice, token check, guard) has no copy.
export default linguiPreset({
  catalogs: [
    {
      path: '<rootDir>/src/flow/locales/auth.{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/*.stories.*', '<rootDir>/src/test'],
    },
  ],
  compileNamespace: 'es',
});
