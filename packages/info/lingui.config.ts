import { linguiPreset } from '@nusa/lingui-config';

// The page's copy is one lazy catalog, loaded with the page (src/info-catalog.ts), so this package adds
// nothing to the first route. Copy that a first screen needs would go to the first-route catalog instead
// (src/locales/{id,en}.po: drop `firstRoute: false`), which the shell loads before its first render.
export default linguiPreset({
  firstRoute: false,
  lazy: [{ path: 'src/locales/info', include: ['src'], exclude: ['src/test'] }],
});
