/**
 * The bounds of GET /api/jobs as plain numbers, apart from the schemas that enforce them
 * (jobs-query.ts): the app's search box and saved-jobs refresh need the numbers, and a module of
 * constants costs its bundles nothing else.
 */
export const MAX_PAGE = 100_000
export const MAX_PAGE_SIZE = 10_000
export const DEFAULT_PAGE_SIZE = 100
/** The longest search, counted after spaces are folded and the ends trimmed. */
export const MAX_SEARCH_LENGTH = 200
/** the most ids one `job_ids` request may name (the saved jobs refresh sends batches of this) */
export const MAX_JOB_IDS = 100
/** The answer to a `job_id` no job can have: the one the app and the server's job page give. */
export const JOB_NOT_FOUND_MESSAGE = 'Job not found'
