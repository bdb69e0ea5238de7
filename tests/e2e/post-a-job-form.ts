/** Filling the /post-a-job form as an employer would, on any screen. */
import type { Page } from '@playwright/test'

/** A day `days` from today, as the date input takes it. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

export interface PostFields {
  title: string
  workEmail: string
  organisation?: string
  website?: string
  /** the address applications go to (Way 1) */
  applyTo?: string
  description?: string
  closesInDays?: number
}

export async function fillPost(page: Page, fields: PostFields) {
  const {
    title,
    workEmail,
    organisation = 'Mazowe Citrus Estates',
    website = 'https://mazowecitrus.example',
    applyTo = 'hr@mazowecitrus.example',
    description = 'Keep the estate stores.\n\n- Receive goods\n- Count stock every week',
    closesInDays = 20,
  } = fields
  const form = page.getByRole('form', { name: 'Post a job' })
  await form.getByLabel('Job title').fill(title)
  await form.getByLabel('Organisation', { exact: true }).fill(organisation)
  await form.getByLabel('Organisation website').fill(website)
  await form.getByLabel('Town').selectOption({ label: 'Bindura' })
  await form.getByLabel('Type').selectOption({ label: 'Full-time' })
  await form.getByLabel('Kind of work').selectOption({ label: 'Agriculture' })
  await form.getByLabel('Closing date').fill(dayFromToday(closesInDays))
  await form.getByLabel('From').fill('400')
  await form.getByLabel('To', { exact: true }).fill('550')
  await form.getByRole('textbox', { name: /Way 1/ }).fill(applyTo)
  await form.getByLabel('Documents to send').fill('CV\nCertified copies of certificates')
  await form.getByLabel('Description').fill(description)
  await form.getByLabel('Your work email').fill(workEmail)
  return form
}
