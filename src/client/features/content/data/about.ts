/** Structured About-page content. Every statement here must be true of the product. */

export interface AboutPoint {
  title: string
  text: string
}

export const ABOUT_TITLE = 'About JobsZW'

export const ABOUT_LEAD =
  'A free job board for Zimbabwe that puts every application deadline in front of you, so that your next job does not close before you apply.'

export const DIFFERENTIATORS: readonly AboutPoint[] = [
  {
    title: 'Deadlines first',
    text: 'Every job shows a live countdown to the end of its closing day, Harare time. Jobs closing in 3 days or less are marked critical, and jobs closing within 5 days are marked urgent, so you know which applications to send today.',
  },
  {
    title: 'Many sources, one list',
    text: "We scan employers' and job sites' public feeds every hour, so new vacancies appear without you visiting a dozen websites.",
  },
  {
    title: 'Made for phones and costly data',
    text: 'Small pages, no images in the job list, installable on Android, and pages you have opened still work offline when the network or your bundle runs out.',
  },
  {
    title: 'Nothing between you and the employer',
    text: "No sign-in, no profile, no CV upload. You read the job here and apply on the employer's own site, and you can share any job on WhatsApp.",
  },
]

export const CORE_VALUES: readonly AboutPoint[] = [
  {
    title: 'Free means free',
    text: 'No fees, no premium tier, no paid placements. A job seeker should never have to pay to find or apply for work.',
  },
  {
    title: 'Honesty',
    text: 'We show what the source says, link to the original posting, and say "Open until filled" rather than invent a deadline. We do not make up numbers.',
  },
  {
    title: 'Respect for your data and your data bundle',
    text: 'We collect almost nothing about you, and we keep every page as light as we can because mobile data in Zimbabwe is expensive.',
  },
  {
    title: 'Safety',
    text: 'Job scams that charge "registration fees" hurt people who can least afford it. We remove listings we find to be fraudulent and remind you never to pay to apply.',
  },
]

export const NO_FEES_STATEMENT = {
  title: 'No fees. No premium tiers. Ever.',
  text: 'JobsZW is free for every job seeker and will stay that way. There is nothing to upgrade to and nothing to pay for, and no one can pay us to push their job above yours. If anyone asks you for money in our name, it is a scam.',
} as const

/** Figures that are true whatever the job count: shown beside the live ones. */
export const STATIC_FIGURES: readonly { value: string; label: string }[] = [
  { value: '0', label: 'Fees' },
  { value: 'Hourly', label: 'Job scans' },
  { value: '2024', label: 'Founded' },
]
