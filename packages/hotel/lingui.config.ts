import { linguiPreset } from '@nusa/lingui-config';

// The results and detail pages load their copy with the page (src/results/results-catalog.ts,
// src/detail/detail-catalog.tsx), so it stays off the first route, which carries src/locales (the home page).
export default linguiPreset({
  lazy: [
    // src/member-rate (a member rate's badge and sign-in line) is shown by both pages: its copy is in both catalogs.
    {
      path: 'src/results/locales/results',
      include: ['src/results', 'src/results-page.tsx', 'src/member-rate'],
    },
    { path: 'src/detail/locales/detail', include: ['src/detail', 'src/detail-page.tsx', 'src/member-rate'] },
  ],
});
