import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { Tabs } from './tabs.tsx'

const ITEMS = [
  { id: 'one', label: 'First', content: <p>First panel</p> },
  { id: 'two', label: 'Second', content: <p>Second panel</p> },
  { id: 'three', label: 'Third', content: <p>Third panel</p> },
]

function selectedTab() {
  return screen.getByRole('tab', { selected: true })
}

describe('Tabs', () => {
  it('selects the first tab, shows only its panel and labels the panel by the tab', () => {
    render(<Tabs label="Example" items={ITEMS} />)

    expect(screen.getByRole('tablist', { name: 'Example' })).toBeInTheDocument()
    expect(selectedTab()).toHaveTextContent('First')
    const panel = screen.getByRole('tabpanel')
    expect(panel).toHaveTextContent('First panel')
    expect(panel).toHaveAccessibleName('First')
    expect(selectedTab()).toHaveAttribute('aria-controls', panel.id)
    expect(screen.getByText('Second panel')).not.toBeVisible()
    // Roving tabindex: only the selected tab is in the tab order.
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
  })

  it('moves focus and selection with the arrow keys, wrapping, and Home and End', async () => {
    const user = userEvent.setup()
    render(<Tabs label="Example" items={ITEMS} />)

    await user.tab()
    expect(screen.getByRole('tab', { name: 'First' })).toHaveFocus()

    await user.keyboard('{ArrowRight}')
    expect(selectedTab()).toHaveTextContent('Second')
    expect(selectedTab()).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Second panel')
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1])

    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(selectedTab()).toHaveTextContent('First')

    await user.keyboard('{ArrowLeft}')
    expect(selectedTab()).toHaveTextContent('Third')
    expect(selectedTab()).toHaveFocus()

    await user.keyboard('{Home}')
    expect(selectedTab()).toHaveTextContent('First')
    await user.keyboard('{End}')
    expect(selectedTab()).toHaveTextContent('Third')
    expect(selectedTab()).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Third panel')

    // Tab leaves the tab list for the panel rather than visiting the other tabs.
    await user.tab()
    expect(screen.getByRole('tabpanel')).toHaveFocus()
  })

  it('selects a tab on click', async () => {
    const user = userEvent.setup()
    render(<Tabs label="Example" items={ITEMS} />)

    await user.click(screen.getByRole('tab', { name: 'Third' }))

    expect(selectedTab()).toHaveTextContent('Third')
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
  })
})
