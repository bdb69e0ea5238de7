import { TERMS_OF_SERVICE_UPDATED } from '../data/legal.ts'
import termsOfService from '../data/terms-of-service.md?raw'
import { LegalDocument } from './legal-document.tsx'
import { PAGE_COPY } from '../../../seo/page-copy.ts'

export function TermsOfServicePage() {
  return (
    <LegalDocument
      title={PAGE_COPY.terms.title}
      lead={PAGE_COPY.terms.lead}
      updated={TERMS_OF_SERVICE_UPDATED}
      markdown={termsOfService}
    />
  )
}
