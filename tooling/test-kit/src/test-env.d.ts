/// <reference types="@nusa/vitest-config/jest-dom" />
