import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import styles from './tabs.module.css'

export interface TabItem {
  id: string
  label: string
  content: ReactNode
}

/**
 * Tabs after the WAI-ARIA tabs pattern, with automatic activation: arrow keys, Home and End move
 * focus and select at once. Only the selected tab is in the tab order (roving tabindex). Every
 * panel stays in the document, hidden when not selected, so aria-controls always points at one.
 */
export function Tabs({ label, items }: { label: string; items: readonly TabItem[] }) {
  const baseId = useId()
  const [selected, setSelected] = useState(0)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])

  function select(index: number) {
    setSelected(index)
    tabRefs.current[index]?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = items.length - 1
    const target: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    }
    const next = target[event.key]
    if (next === undefined) return
    event.preventDefault()
    select(next)
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            id={`${baseId}-tab-${item.id}`}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          id={`${baseId}-panel-${item.id}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${item.id}`}
          tabIndex={0}
          hidden={index !== selected}
          className={styles.panel}
        >
          {item.content}
        </div>
      ))}
    </div>
  )
}
