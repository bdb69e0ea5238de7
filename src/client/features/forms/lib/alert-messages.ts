/** The job alert's user-facing texts, in one place so that tests and the panel agree. */
export const ALERT_MESSAGES = {
  notSetUp: 'Email alerts are not set up on this site.',
  /** the panel's own words after a 202, kept in view */
  confirmationSent:
    'Check your inbox: we sent a link to confirm. Nothing else is sent until you confirm.',
  /** the toast saying the same */
  confirmationToast: {
    title: 'Check your inbox',
    description: 'We sent a link to confirm. Nothing else is sent until you confirm.',
  },
  tooMany: 'Too many alerts from here. Try again later.',
  failed: { title: 'Alert not created', description: 'Please try again later.' },
  /** under the form: what creating an alert leads to, before anything is sent */
  promise:
    'We email you a link to confirm first, and nothing else until you do. Every email has a one-click unsubscribe.',
} as const
