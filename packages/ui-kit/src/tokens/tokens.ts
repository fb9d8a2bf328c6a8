// Same values as tokens.css, for code that needs them in JS (media queries, timers, canvas, charts).
// tokens.test.ts fails when the two files drift apart.

export const colors = {
  primary: '#0b6172',
  primaryHover: '#084c59',
  primaryActive: '#063c47',
  primarySubtle: '#e6f3f5',
  onPrimary: '#ffffff',
  accent: '#f47b20',
  accentHover: '#e06a12',
  accentSubtle: '#fff1e6',
  accentStrong: '#9c4608',
  onAccent: '#1f2933',
  white: '#ffffff',
  neutral50: '#f5f7f9',
  neutral100: '#eceff3',
  neutral200: '#d0d7de',
  neutral400: '#7d8896',
  neutral600: '#5b6675',
  neutral800: '#323c47',
  neutral900: '#1f2933',
  bg: 'var(--color-white)',
  bgMuted: 'var(--color-neutral-50)',
  surface: 'var(--color-white)',
  text: 'var(--color-neutral-900)',
  textMuted: 'var(--color-neutral-600)',
  border: 'var(--color-neutral-200)',
  borderStrong: 'var(--color-neutral-400)',
  backdrop: 'rgb(15 23 32 / 0.56)',
  focus: '#1a73e8',
  success: '#1b6e3a',
  successSubtle: '#e8f5ec',
  warning: '#7a5000',
  warningSubtle: '#fff4e5',
  danger: '#b3261e',
  dangerHover: '#931f18',
  dangerSubtle: '#fdecec',
  holiday: 'var(--color-danger)',
} as const;

export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;

export const radii = {
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  pill: '999px',
} as const;

export const shadows = {
  sm: '0 1px 2px rgb(15 23 32 / 0.08)',
  md: '0 4px 12px rgb(15 23 32 / 0.12)',
  lg: '0 12px 32px rgb(15 23 32 / 0.18)',
  sheet: '0 -8px 24px rgb(15 23 32 / 0.16)',
} as const;

export const fontFamily = {
  base: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
} as const;

export const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
} as const;

export const lineHeights = {
  tight: 1.25,
  base: 1.5,
} as const;

export const zIndex = {
  base: 0,
  dropdown: 1000,
  sticky: 1100,
  header: 1200,
  overlay: 1300,
  toast: 1400,
  progress: 1500,
} as const;

/** Milliseconds. */
export const durations = {
  fast: 150,
  base: 300,
  slow: 400,
  slower: 500,
} as const;

export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)',
} as const;

export const sizes = {
  tapTarget: '44px',
  controlHeightSm: '36px',
  controlHeightMd: '44px',
  controlHeightLg: '52px',
} as const;

/** Min-width breakpoints in px; the layout is mobile-first and must work from 360 px. */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** `(min-width: 768px)` style queries for matchMedia. */
export const mediaUp = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `(min-width: ${px}px)`]),
) as Record<Breakpoint, string>;

const kebab = (key: string) => key.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase();

/** Every custom property declared in tokens.css, keyed by its name (e.g. `--color-primary`). */
export const cssVariables: Record<string, string> = {
  ...Object.fromEntries(Object.entries(colors).map(([k, v]) => [`--color-${kebab(k)}`, v])),
  ...Object.fromEntries(Object.entries(space).map(([k, v]) => [`--space-${k}`, v])),
  ...Object.fromEntries(Object.entries(radii).map(([k, v]) => [`--radius-${k}`, v])),
  ...Object.fromEntries(Object.entries(shadows).map(([k, v]) => [`--shadow-${k}`, v])),
  '--font-family-base': fontFamily.base,
  ...Object.fromEntries(Object.entries(fontSizes).map(([k, v]) => [`--font-size-${k}`, v])),
  ...Object.fromEntries(Object.entries(fontWeights).map(([k, v]) => [`--font-weight-${k}`, String(v)])),
  ...Object.fromEntries(Object.entries(lineHeights).map(([k, v]) => [`--line-height-${k}`, String(v)])),
  ...Object.fromEntries(Object.entries(zIndex).map(([k, v]) => [`--z-${k}`, String(v)])),
  ...Object.fromEntries(Object.entries(durations).map(([k, v]) => [`--duration-${k}`, `${v}ms`])),
  ...Object.fromEntries(Object.entries(easings).map(([k, v]) => [`--easing-${k}`, v])),
  ...Object.fromEntries(Object.entries(sizes).map(([k, v]) => [`--${kebab(k)}`, v])),
};

/** `var(--name)` reference for inline styles, e.g. `cssVar('--color-primary')`. */
export const cssVar = (name: keyof typeof cssVariables) => `var(${name})`;
