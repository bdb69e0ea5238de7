import { expect, test } from '@playwright/test'

test.describe('home page', () => {
  test('shows jobs from the API with their deadlines', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    const jobsResponse = page.waitForResponse(
      (r) => r.url().includes('/api/jobs?') && r.status() === 200,
    )
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Find Your Next Dream Job' })).toBeVisible()

    const body = (await (await jobsResponse).json()) as { jobs: { title: string }[]; total: number }
    expect(body.total).toBeGreaterThan(30)
    const cards = page.getByRole('listitem')
    await expect(cards).toHaveCount(body.jobs.length)
    const first = body.jobs[0]
    if (!first) throw new Error('the API returned no jobs')
    await expect(page.getByRole('heading', { name: first.title }).first()).toBeVisible()
    await expect(page.getByText(/Critical: /).first()).toBeVisible()
    await expect(page.getByText('Open until filled').first()).toBeVisible()
    expect(errors).toEqual([])
  })

  test('answers API errors as JSON, never as the app', async ({ request }) => {
    const response = await request.get('/api/jobs?status=foo')
    expect(response.status()).toBe(400)
    expect(await response.json()).toMatchObject({ error: { parameter: 'status' } })
  })
})
