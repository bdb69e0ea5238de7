/** The forms' user-facing texts, in one place so that tests and forms agree. */
export const FORM_MESSAGES = {
  missingFields: { title: 'Missing Information', description: 'Please fill in all fields.' },
  verificationRequired: {
    title: 'Verification Required',
    description: 'Please complete the verification challenge.',
  },
  contactWidgetError: {
    title: 'Verification Error',
    description: 'Failed to verify you are human. Please try again.',
  },
  contactFailed: (email: string) => ({
    title: 'Error',
    description: `Failed to send message. Please try again or email us directly at ${email}`,
  }),
  contactSent: {
    title: 'Message Sent!',
    description: "Thank you for contacting us. We'll get back to you soon.",
  },
  /** A field the server would refuse, explained before anything is sent. */
  invalidField: (problem: string) => ({
    title: 'Please Check the Form',
    description: `${problem.charAt(0).toUpperCase()}${problem.slice(1)}.`,
  }),
  emailRequired: { title: 'Email Required', description: 'Please enter your email address.' },
  newsletterWidgetError: {
    title: 'Verification Error',
    description: 'Failed to verify. Please try again.',
  },
  newsletterFailed: {
    title: 'Subscription Failed',
    description: 'Unable to subscribe. Please try again later.',
  },
  subscribed: { title: 'Success!', description: "You've been subscribed to our newsletter." },
  offline: {
    title: "You're offline",
    description: "What you typed is kept on this device. Send it when you're back online.",
  },
} as const
