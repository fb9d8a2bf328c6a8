import { linguiPreset } from '@nusa/lingui-config';

// Storybook compiles the macros and catalogs of the feature packages and of the web shell; it owns no copy itself.
export default linguiPreset({
  catalogs: [
    {
      path: '<rootDir>/../../packages/hotel/src/locales/{locale}',
      include: ['<rootDir>/../../packages/hotel/src'],
    },
    { path: '<rootDir>/../web/src/locales/{locale}', include: ['<rootDir>/../web/src'] },
  ],
});
