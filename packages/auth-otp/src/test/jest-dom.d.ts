// Types for the jest-dom matchers that @nusa/vitest-config/setup-dom registers at runtime; the preset does not
// export them, so point at its copy rather than adding a second jest-dom to this package.
/// <reference path="../../node_modules/@nusa/vitest-config/node_modules/@testing-library/jest-dom/types/vitest.d.ts" />
