// Types for the jest-dom matchers that @nusa/vitest-config/setup-dom registers at runtime.
/// <reference types="@nusa/vitest-config/jest-dom" />
