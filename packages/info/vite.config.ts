// Library build for publishing (dist/ + publishConfig.exports); inside the monorepo exports point at src/.
import { libraryConfig } from '@nusa/vite-lib-config';

export default libraryConfig({ root: new URL('.', import.meta.url), lingui: true });
