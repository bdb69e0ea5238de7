import { useLocation } from '@tanstack/react-router'
import type { FormEvent } from 'react'

import { MAX_SEARCH_LENGTH } from '#shared/schemas/jobs-query-limits.ts'

import { useListSearch } from '../../hooks/use-list-search.ts'
import { isJobListPath, SEARCH_RESULTS_PATH, useSearchBox } from '../../hooks/use-search-box.ts'
import { MULTI_FILTERS } from '../../lib/list-search.ts'
import styles from './search-form.module.css'

/** What a new search on a list keeps of it, in the address's order: its filters and its sort. */
const KEPT = [...MULTI_FILTERS, 'pay', 'posted', 'sort'] as const

export function SearchForm({
  id,
  label,
  className,
}: {
  id: string
  label: string
  className?: string
}) {
  const { text, setText, submit } = useSearchBox()
  const search = useListSearch()
  const pathname = useLocation({ select: (location) => location.pathname })
  const onList = isJobListPath(pathname)
  const labelId = `${id}-label`

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submit()
  }

  return (
    <form
      role="search"
      aria-labelledby={labelId}
      className={className ? `${styles.form} ${className}` : styles.form}
      // Without the app the browser sends the search itself, to the list on this page or to the
      // list of all jobs, whose server render runs it (docs/decisions/014, 026).
      action={onList ? pathname : SEARCH_RESULTS_PATH}
      onSubmit={onSubmit}
    >
      {/* A new search on a list looks within its filters and keeps its sort, with or without the app. */}
      {onList &&
        KEPT.map((name) => {
          const value = search[name]
          // A list's values go comma-separated, as the address writes them.
          return value && <input key={name} type="hidden" name={name} value={String(value)} />
        })}
      <label id={labelId} htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search jobs, companies or skills"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={MAX_SEARCH_LENGTH}
      />
      <button type="submit" className="button button--primary">
        Search
      </button>
    </form>
  )
}
