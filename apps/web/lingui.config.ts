// Used by `pnpm extract`: this app's own messages only (each package extracts its own catalogs).
import { linguiPreset } from '@nusa/lingui-config';

export default linguiPreset();
