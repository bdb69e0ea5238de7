import { onlineManager } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { toast } from '../../../lib/toast.ts'
import { renderWithRouter } from '../../../testing/render-with-router.tsx'
import { resumeTemplates } from '../data/resume-templates.ts'
import {
  breakDownloads,
  captureDownloads,
  readBlobBytes,
} from '../../../testing/capture-downloads.ts'
import { ResumeTemplatePage } from './resume-template-page.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
  onlineManager.setOnline(true)
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
      // it wraps (the stylesheet's pre-wrap), so it has nothing to scroll to with the keyboard
      expect(preview).not.toHaveAttribute('tabindex')
      expect(screen.getByRole('link', { name: /Back to Career Resources/ })).toHaveAttribute(
        'href',
        '/career-resources',
      )
    },
  )

  it.each(Object.values(resumeTemplates))(
    '$level: the Word file is a link to the built .docx, named like the text file',
    async (template) => {
      await renderWithRouter(<ResumeTemplatePage level={template.level} />)

      const link = screen.getByRole('link', { name: 'Word file (.docx)' })
      expect(link).toHaveAttribute('href', template.docxPath)
      expect(link).toHaveAttribute('download')
      expect(template.docxPath).toBe(`/templates/${template.fileName.replace(/\.txt$/, '.docx')}`)
      expect(screen.getByText(/For Word, Google Docs or WPS Office/)).toBeInTheDocument()
    },
  )

  it.each(Object.values(resumeTemplates))(
    '$level: Plain text saves the template as a branded text file',
    async (template) => {
      const user = userEvent.setup()
      const downloads = captureDownloads()
      const success = vi.spyOn(toast, 'success')
      await renderWithRouter(<ResumeTemplatePage level={template.level} />)

      await user.click(screen.getByRole('button', { name: 'Plain text (.txt)' }))

      expect(downloads).toHaveLength(1)
      const [download] = downloads
      expect(download?.fileName).toBe(template.fileName)
      expect(download?.fileName).toMatch(/^JobsZW-CV-Template-(Entry|Mid|Senior)-Level\.txt$/)
      expect(download?.blob.type).toBe('text/plain')
      const text = new TextDecoder().decode(await readBlobBytes(download!.blob))
      expect(text).toBe(template.body)
      expect(success).toHaveBeenCalledWith('Template downloaded', {
        description: `Saved as ${template.fileName}`,
      })
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    },
  )

  it('offline, says the Word file needs a connection and keeps the text file', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    onlineManager.setOnline(false)
    await renderWithRouter(<ResumeTemplatePage level="mid-level" />)

    const word = screen.getByRole('link', { name: 'Word file (.docx)' })
    expect(word).not.toHaveAttribute('href')
    expect(word).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByText(/Offline: the Word file needs a connection/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Plain text (.txt)' }))
    expect(downloads).toHaveLength(1)
  })

  it('says so on the page when the browser cannot save files', async () => {
    const user = userEvent.setup()
    breakDownloads()
    const success = vi.spyOn(toast, 'success')
    await renderWithRouter(<ResumeTemplatePage level="entry-level" />)

    await user.click(screen.getByRole('button', { name: 'Plain text (.txt)' }))

    expect(screen.getByRole('alert')).toHaveTextContent(/could not save the file/)
    expect(success).not.toHaveBeenCalled()
  })
})
