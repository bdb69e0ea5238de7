import { TERMS_OF_SERVICE_UPDATED } from '../data/legal.ts'
import termsOfService from '../data/terms-of-service.md?raw'
import { LegalDocument } from './legal-document.tsx'

export function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      lead="The agreement between you and JobsZW for using this free job board."
      updated={TERMS_OF_SERVICE_UPDATED}
      markdown={termsOfService}
    />
  )
}
