/**
 * The list's filter controls, in one chunk of their own (lazy-list-filters.tsx): the sheet, the
 * chips of what is chosen, and the "nothing matches" message that clears them.
 */
export { ChosenFilters } from './chosen-filters.tsx'
export { FilterSheet } from './filter-sheet.tsx'
export { NoMatch } from './no-match.tsx'
