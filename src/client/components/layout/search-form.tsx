import { useLocation } from '@tanstack/react-router'
import type { FormEvent } from 'react'

import { MAX_SEARCH_LENGTH } from '#shared/schemas/jobs-query-limits.ts'

import { getSearchPagePath, useJobSearch, useSubmitJobSearch } from '../../hooks/use-job-search.ts'
import styles from './search-form.module.css'

export function SearchForm({
  id,
  label,
  className,
}: {
  id: string
  label: string
  className?: string
}) {
  const { query, setQuery } = useJobSearch()
  const submit = useSubmitJobSearch()
  const action = useLocation({ select: (location) => getSearchPagePath(location.pathname) })
  const labelId = `${id}-label`

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submit(query)
  }

  return (
    <form
      role="search"
      aria-labelledby={labelId}
      className={className ? `${styles.form} ${className}` : styles.form}
      // Without the app, the browser sends the search here itself (lib/list-params-from-url.ts).
      action={action}
      onSubmit={onSubmit}
    >
      <label id={labelId} htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
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
