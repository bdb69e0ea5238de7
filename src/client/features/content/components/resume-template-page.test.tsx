import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { toast } from '../../../lib/toast.ts'
import { renderWithRouter } from '../../../testing/render-with-router.tsx'
import { resumeTemplates } from '../data/resume-templates.ts'
import { breakDownloads, captureDownloads, readBlobBytes } from '../testing/capture-downloads.ts'
import { ResumeTemplatePage } from './resume-template-page.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ResumeTemplatePage', () => {
  it.each(Object.values(resumeTemplates))(
    '$level: title, overview, what to include, preview and back link',
    async (template) => {
      await renderWithRouter(<ResumeTemplatePage level={template.level} />)

      expect(screen.getByRole('heading', { level: 1, name: template.title })).toBeInTheDocument()
      expect(screen.getByText(template.overview)).toBeInTheDocument()
      expect(screen.getByRole('heading', { name: 'What to Include' })).toBeInTheDocument()
      for (const item of template.whatToInclude) expect(screen.getByText(item)).toBeInTheDocument()
      const preview = screen.getByRole('heading', { name: 'Preview' }).nextElementSibling
      expect(preview?.tagName).toBe('PRE')
      expect(preview?.textContent).toBe(template.body)
      expect(screen.getByRole('link', { name: /Back to Career Resources/ })).toHaveAttribute(
        'href',
        '/career-resources',
      )
    },
  )

  it.each(Object.values(resumeTemplates))(
    '$level: Download Template saves the template as a branded text file',
    async (template) => {
      const user = userEvent.setup()
      const downloads = captureDownloads()
      const success = vi.spyOn(toast, 'success')
      await renderWithRouter(<ResumeTemplatePage level={template.level} />)

      await user.click(screen.getByRole('button', { name: 'Download Template' }))

      expect(downloads).toHaveLength(1)
      const [download] = downloads
      expect(download?.fileName).toBe(template.fileName)
      expect(download?.fileName).toMatch(/^JobsZW-Resume-Template-(Entry|Mid|Senior)-Level\.txt$/)
      expect(download?.blob.type).toBe('text/plain')
      const text = new TextDecoder().decode(await readBlobBytes(download!.blob))
      expect(text).toBe(template.body)
      expect(success).toHaveBeenCalledWith('Template downloaded', {
        description: `Saved as ${template.fileName}`,
      })
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    },
  )

  it('says so on the page when the browser cannot save files', async () => {
    const user = userEvent.setup()
    breakDownloads()
    const success = vi.spyOn(toast, 'success')
    await renderWithRouter(<ResumeTemplatePage level="entry-level" />)

    await user.click(screen.getByRole('button', { name: 'Download Template' }))

    expect(screen.getByRole('alert')).toHaveTextContent(/could not save the file/)
    expect(success).not.toHaveBeenCalled()
  })
})
