// Shared Vitest preset for Node packages (the API server): no DOM, tests in src/ and test/.
export function nodePreset(overrides = {}) {
  return {
    test: {
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      ...overrides,
    },
  };
}
