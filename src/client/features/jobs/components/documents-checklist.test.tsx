import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { resetStorageForTests } from '../../../lib/storage.ts'
import { startEachTestOnAnEmptyDevice } from '../../../testing/empty-device.ts'
import { DocumentsChecklist } from './documents-checklist.tsx'

startEachTestOnAnEmptyDevice()

const DOCUMENTS = ['CV', 'Certified copy of O Level certificate', 'Certified copy of national ID']

/** The checklist once the ticks on the device have been read (its boxes enabled). */
async function renderChecklist(jobId: string, documents = DOCUMENTS) {
  const result = render(<DocumentsChecklist jobId={jobId} documents={documents} />)
  // Reading the device's storage takes a while on a loaded machine: wait up to the test's limit.
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'CV' })).toBeEnabled(), {
    timeout: 4000,
  })
  return { ...result, user: userEvent.setup() }
}

describe('DocumentsChecklist', () => {
  it('is a group of labelled boxes, none ticked at first', async () => {
    await renderChecklist('job-a')
    const group = screen.getByRole('group', { name: 'Documents to send' })
    expect(group).toBeVisible()
    for (const label of DOCUMENTS)
      expect(screen.getByRole('checkbox', { name: label })).not.toBeChecked()
  })

  it('waits for the ticks on the device before taking new ones', () => {
    render(<DocumentsChecklist jobId="job-a" documents={DOCUMENTS} />)
    expect(screen.getByRole('checkbox', { name: 'CV' })).toBeDisabled()
  })

  it('keeps the ticks through a reload, for that job only', async () => {
    const { user, unmount } = await renderChecklist('job-a')
    await user.click(screen.getByRole('checkbox', { name: 'Certified copy of national ID' }))
    await user.click(screen.getByRole('checkbox', { name: 'CV' }))
    await user.click(screen.getByRole('checkbox', { name: 'CV' }))
    expect(screen.getByRole('checkbox', { name: 'Certified copy of national ID' })).toBeChecked()
    unmount()

    // the page again, with the storage opened afresh
    resetStorageForTests()
    const again = await renderChecklist('job-a')
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Certified copy of national ID' })).toBeChecked(),
    )
    expect(screen.getByRole('checkbox', { name: 'CV' })).not.toBeChecked()
    again.unmount()

    await renderChecklist('job-b')
    expect(
      screen.getByRole('checkbox', { name: 'Certified copy of national ID' }),
    ).not.toBeChecked()
  })

  it('keeps ticks for the visit where the device stores nothing', async () => {
    vi.stubGlobal('indexedDB', undefined)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { user } = await renderChecklist('job-a')
    await user.click(screen.getByRole('checkbox', { name: 'CV' }))
    expect(screen.getByRole('checkbox', { name: 'CV' })).toBeChecked()
  })
})
