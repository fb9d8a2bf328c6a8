import { useLingui } from '@lingui/react/macro';
import { TERMS } from './content/legal';
import { InfoFrame } from './info-frame';
import { LegalDocument } from './legal-document';

/** Syarat & Ketentuan (`/terms-and-conditions`). */
export function TermsPage() {
  return (
    <InfoFrame>
      <TermsView />
    </InfoFrame>
  );
}

function TermsView() {
  const { t } = useLingui();
  return <LegalDocument title={t`Syarat & Ketentuan`} sections={TERMS} />;
}

export default TermsPage;
