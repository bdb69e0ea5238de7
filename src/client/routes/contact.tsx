import { createFileRoute, Link } from '@tanstack/react-router'

import { ContentPage } from '../components/content-page.tsx'
import { FALLBACK_FORM_CONFIG } from '../features/forms/api/fallback-form-config.ts'
import { formConfigQueryOptions, useFormConfig } from '../features/forms/api/get-form-config.ts'
import { ContactForm } from '../features/forms/components/contact-form.tsx'
import styles from '../features/forms/components/contact-page.module.css'
import { PAGE_COPY } from '../seo/page-copy.ts'

export const Route = createFileRoute('/contact')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(formConfigQueryOptions()),
  component: ContactRoute,
})

function ContactRoute() {
  const { supportEmail } = useFormConfig().data ?? FALLBACK_FORM_CONFIG
  return (
    <ContentPage title={PAGE_COPY.contact.title} lead={PAGE_COPY.contact.lead} wide>
      <div className={styles.layout}>
        <ContactForm />
        <aside className={styles.aside} aria-label="Other ways to reach us">
          <h2>Email</h2>
          <p>
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
          <h2>Location</h2>
          <p>Bindura, Zimbabwe</p>
          <h2>Quick answers</h2>
          <p>
            Many questions are answered in our <Link to="/faq">FAQ</Link>.
          </p>
          <p className={styles.promise}>We reply within 24 hours.</p>
        </aside>
      </div>
    </ContentPage>
  )
}
