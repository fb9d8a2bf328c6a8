import { linguiPreset } from '@nusa/lingui-config';

// Storybook compiles the feature packages' macros and catalogs; it owns no copy itself.
export default linguiPreset({
  catalogs: [
    { path: '<rootDir>/../../packages/hotel/src/locales/{locale}', include: ['<rootDir>/../../packages/hotel/src'] },
  ],
});
