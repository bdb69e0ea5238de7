/** The choices of the "Posted within" filter (the API's `posted`, in days). */
export const POSTED_OPTIONS = [
  { value: '1', label: 'Past 24 hours' },
  { value: '3', label: 'Past 3 days' },
  { value: '7', label: 'Past week' },
  { value: '30', label: 'Past month' },
] as const
