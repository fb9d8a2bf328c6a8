// tooling/lingui ships plain JS without declarations.
declare module '@nusa/lingui-config' {
  export function linguiPreset(overrides?: Record<string, unknown>): Record<string, unknown>;
}
