/**
 * Titles and leads of the four text guides, keyed by their
 * path segment. Each guide's markdown is imported by its own route, so that opening one guide
 * does not download the other three.
 */
export const GUIDES = {
  'salary-negotiation': {
    title: 'Salary Negotiation',
    lead: 'How to research what a job pays in Zimbabwe, understand gross, net, USD and ZiG, and ask for a better offer without putting it at risk.',
  },
  'career-pivot': {
    title: 'Changing Careers',
    lead: 'A step-by-step way to move into a new field using the skills you already have, without gambling everything at once.',
  },
  networking: {
    title: 'Networking for Job Seekers',
    lead: 'Many jobs in Zimbabwe are filled through people who know people. Here is how to build and use your network honestly.',
  },
  'skills-development': {
    title: 'Skills Development',
    lead: 'Which skills Zimbabwean employers ask for, and affordable ways to learn them, even on a small data budget.',
  },
} as const satisfies Record<string, { title: string; lead: string }>
