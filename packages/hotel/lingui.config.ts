import { linguiPreset } from '@nusa/lingui-config';

// The results page's copy lives in its own catalog (lingui.results.config.ts), loaded with the page, so it
// does not ride on the first route: the shell loads src/locales of every package up front.
export default linguiPreset({
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      // The results page and the hotel detail page have catalogs of their own (lingui.results.config.ts,
      // lingui.detail.config.ts).
      exclude: [
        '**/*.test.*',
        '**/*.stories.*',
        '<rootDir>/src/results',
        '<rootDir>/src/results-page.tsx',
        '<rootDir>/src/detail',
        '<rootDir>/src/detail-page.tsx',
      ],
    },
  ],
});
