/** Why a reader reports a listing: the app's choices and the server's check agree. */
export const REPORT_REASONS = [
  { value: 'asks-for-money', label: 'It asks for a fee or payment' },
  { value: 'fake-employer', label: 'The employer is fake or impersonated' },
  { value: 'misleading', label: 'The details are misleading or wrong' },
  { value: 'closed', label: 'The job is closed or already filled' },
  { value: 'offensive', label: 'It is offensive or discriminatory' },
  { value: 'other', label: 'Something else' },
] as const

export type ReportReason = (typeof REPORT_REASONS)[number]['value']

export const REPORT_DETAILS_MAX = 1000
