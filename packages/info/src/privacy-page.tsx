import { useLingui } from '@lingui/react/macro';
import { PRIVACY } from './content/legal';
import { InfoFrame } from './info-frame';
import { LegalDocument } from './legal-document';

/** Kebijakan Privasi (`/privacy-and-policy`). */
export function PrivacyPage() {
  return (
    <InfoFrame>
      <PrivacyView />
    </InfoFrame>
  );
}

function PrivacyView() {
  const { t } = useLingui();
  return <LegalDocument title={t`Kebijakan Privasi`} sections={PRIVACY} />;
}

export default PrivacyPage;
