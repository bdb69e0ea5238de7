import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { renderWithRouter } from '../../testing/render-with-router.tsx'
import { Header } from './header.tsx'

const MENU_LINKS = [
  'All Jobs',
  'About',
  'Career Resources',
  'Blog',
  'FAQ',
  'Check an advert',
  'Contact',
  'Post a job',
]

// jsdom's own stylesheet hides every popover, yet it has no popover API to open one. These tests
// are a browser without that API, where the app's `hidden` decides (tests/e2e/menu.spec.ts has the
// browser's own popover).
beforeAll(() => {
  const style = document.createElement('style')
  style.textContent = '[popover]:not([hidden]) { display: block; }'
  document.head.append(style)
})

describe('MobileMenu', () => {
  it('opens from the Menu button and lists the eight links, the advert check, Contact and Post a job included', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<Header />)
    const menuButton = screen.getByRole('button', { name: 'Menu' })
    expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument()

    await user.click(menuButton)

    expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    const panel = document.getElementById(menuButton.getAttribute('aria-controls') ?? '')
    expect(panel).toBeVisible()
    const menu = screen.getByRole('navigation', { name: 'Menu' })
    const links = within(menu).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(MENU_LINKS)
    expect(within(menu).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact')
    expect(within(menu).getByRole('link', { name: 'Check an advert' })).toHaveAttribute(
      'href',
      '/check',
    )
    expect(within(menu).getByRole('link', { name: 'Post a job' })).toHaveAttribute(
      'href',
      '/post-a-job',
    )
    expect(within(menu).getByRole('link', { name: 'All Jobs' })).toHaveFocus()
    expect(within(panel!).getByRole('searchbox')).toBeInTheDocument()
  })

  it('lists the saved jobs the root route hands it second, and closes when it is followed', async () => {
    const user = userEvent.setup()
    const Saved = ({ className, onClick }: { className?: string; onClick(): void }) => (
      <a href="/saved" className={className} onClick={onClick}>
        Saved jobs 2
      </a>
    )
    await renderWithRouter(<Header savedLink={Saved} />)
    const menuButton = screen.getByRole('button', { name: 'Menu' })
    await user.click(menuButton)
    const menu = screen.getByRole('navigation', { name: 'Menu' })
    const links = within(menu).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'All Jobs',
      'Saved jobs 2',
      ...MENU_LINKS.slice(1),
    ])
    await user.click(within(menu).getByRole('link', { name: 'Saved jobs 2' }))
    expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  })

  it('shows Contact only in the menu, not in the main navigation', async () => {
    await renderWithRouter(<Header />)
    const main = screen.getByRole('navigation', { name: 'Main' })
    expect(within(main).queryByRole('link', { name: 'Contact' })).not.toBeInTheDocument()
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Jobs', 'About', 'Resources', 'Blog', 'FAQ', 'Check an advert'])
  })

  it('closes on Escape and returns focus to the Menu button', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<Header />)
    const menuButton = screen.getByRole('button', { name: 'Menu' })
    await user.click(menuButton)

    await user.keyboard('{Escape}')

    expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument()
    expect(menuButton).toHaveFocus()
  })

  it('closes when a link is followed', async () => {
    const user = userEvent.setup()
    const { router } = await renderWithRouter(<Header />)
    const menuButton = screen.getByRole('button', { name: 'Menu' })
    await user.click(menuButton)

    await user.click(
      within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', {
        name: 'All Jobs',
      }),
    )

    expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    expect(router.state.location.pathname).toBe('/jobs/all')
  })

  it('closes after a search from the menu so the results are not covered', async () => {
    const scrollIntoView = vi.fn()
    Element.prototype.scrollIntoView = scrollIntoView
    const user = userEvent.setup()
    await renderWithRouter(<Header />)
    const menuButton = screen.getByRole('button', { name: 'Menu' })
    await user.click(menuButton)

    const panel = document.getElementById(menuButton.getAttribute('aria-controls') ?? '')!
    await user.type(within(panel).getByRole('searchbox'), 'nurse{Enter}')

    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    expect(menuButton).toHaveFocus()
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView')
  })

  it("follows the panel's own toggle events, as when the browser opened it before the app", async () => {
    await renderWithRouter(<Header />)
    const menuButton = screen.getByRole('button', { name: 'Menu' })
    const panel = document.getElementById(menuButton.getAttribute('aria-controls') ?? '')!
    // jsdom has no ToggleEvent: an event with its newState is what the Menu reads
    const toggle = (newState: 'open' | 'closed') =>
      act(() => {
        panel.dispatchEvent(Object.assign(new Event('toggle'), { newState }))
      })
    toggle('open')
    expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    expect(panel).toBeVisible()
    toggle('closed')
    expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()
  })
})
