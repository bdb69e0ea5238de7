import type { ListSearch } from '../../../lib/list-search.ts'
import { countChosenFilters, withoutFilters, withoutWords } from '../lib/list-filters.ts'
import styles from './job-listing-section.module.css'
import { ListLink } from './list-link.tsx'

/**
 * Nothing found: said plainly, with a way out of each thing that narrowed the list. A list made
 * from the jobs kept on the device (`onDevice`) has the notice above it saying how many were
 * searched and that connecting searches every job: other words are no advice when the job may
 * simply not be on the phone.
 */
export function NoMatch({ search, onDevice }: { search: ListSearch; onDevice?: boolean }) {
  const filtered = countChosenFilters(search) > 0
  const words = search.q ? `“${search.q}”` : null
  let text = 'No jobs match your current filter. Try adjusting your search criteria.'
  if (words && filtered) text = `No jobs match ${words} with these filters.`
  else if (words) text = `No jobs match ${words}.${onDevice ? '' : ' Try fewer or other words.'}`
  else if (filtered) text = 'No jobs match these filters.'
  return (
    <div className={styles.status}>
      <p>{text}</p>
      {(filtered || words) && (
        <p className={styles.clear}>
          {filtered && (
            <ListLink search={withoutFilters(search)} className="button">
              Clear filters
            </ListLink>
          )}
          {words && (
            <ListLink search={withoutWords(search)} className="button">
              Clear search
            </ListLink>
          )}
        </p>
      )}
    </div>
  )
}
