import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Route } from '../../../routes/about.tsx'
import { renderWithProviders } from '../../../testing/render-with-providers.tsx'

// The route wires the job counts into the About page: active jobs, and critical + urgent as
// "closing within 5 days".
function figure(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('/about route', () => {
  it('shows "..." until the counts arrive, then the live figures', async () => {
    let respond: (response: Response) => void = () => {}
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          respond = resolve
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const AboutRoute = Route.options.component
    if (!AboutRoute) throw new Error('the /about route has no component')

    await renderWithProviders(<AboutRoute />, { path: '/about' })

    expect(figure('Active jobs right now')).toHaveTextContent('...')
    expect(figure('Closing within 5 days')).toHaveTextContent('...')
    expect(fetchMock).toHaveBeenCalledWith('/api/jobs/counts', expect.anything())

    respond(Response.json({ active: 2480, expired: 9000, urgent: 31, critical: 12 }))

    expect(await screen.findByText('2,480')).toBeInTheDocument()
    expect(figure('Active jobs right now')).toHaveTextContent(/^2,480$/)
    expect(figure('Closing within 5 days')).toHaveTextContent(/^43$/)
  })
})
