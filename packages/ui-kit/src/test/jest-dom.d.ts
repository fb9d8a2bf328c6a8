// Types for the jest-dom matchers that @nusa/vitest-config/setup-dom registers at runtime. The preset
// package does not export them, so point at its copy instead of adding a second jest-dom to ui-kit.
/// <reference path="../../node_modules/@nusa/vitest-config/node_modules/@testing-library/jest-dom/types/vitest.d.ts" />
