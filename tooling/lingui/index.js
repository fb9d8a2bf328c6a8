// Shared Lingui preset: Indonesian is the source language (copy is written in Indonesian in the code) and
// the fallback; English is offered. Each package keeps its own catalogs in src/locales/{locale}.po so a
// feature ships its translations with it.
import { formatter } from '@lingui/format-po';

export function linguiPreset(overrides = {}) {
  return {
    locales: ['id', 'en'],
    sourceLocale: 'id',
    fallbackLocales: { default: 'id' },
    catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.*', '**/*.stories.*'] }],
    format: formatter({ lineNumbers: false }),
    orderBy: 'messageId',
    ...overrides,
  };
}
