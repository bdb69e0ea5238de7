import { PRIVACY_POLICY_UPDATED } from '../data/legal.ts'
import privacyPolicy from '../data/privacy-policy.md?raw'
import { LegalDocument } from './legal-document.tsx'

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lead="What JobsZW knows about you, why, and what you can do about it."
      updated={PRIVACY_POLICY_UPDATED}
      markdown={privacyPolicy}
    />
  )
}
