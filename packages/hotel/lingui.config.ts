import { linguiPreset } from '@nusa/lingui-config';

export default linguiPreset();
