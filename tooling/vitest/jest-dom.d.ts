// jest-dom's matcher types for packages whose tests use the setup-dom preset. Reference it from a
// package's src (`/// <reference types="@nusa/vitest-config/jest-dom" />`) so each package need not
// depend on jest-dom itself.
/// <reference types="@testing-library/jest-dom/vitest" />
export {};
