import { PRIVACY_POLICY_UPDATED } from '../data/legal.ts'
import privacyPolicy from '../data/privacy-policy.md?raw'
import { LegalDocument } from './legal-document.tsx'
import { PAGE_COPY } from '../../../seo/page-copy.ts'

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title={PAGE_COPY.privacy.title}
      lead={PAGE_COPY.privacy.lead}
      updated={PRIVACY_POLICY_UPDATED}
      markdown={privacyPolicy}
    />
  )
}
