/**
 * The heading and lead of each fixed page, in one place: the page shows them, and the build
 * writes them into page-meta.json so that the server can put them in the HTML that link-preview
 * crawlers read (they run no JavaScript). See site-pages.ts.
 */
export const PAGE_COPY = {
  careerResources: {
    title: 'Career Resources',
    lead: 'Practical, free advice for job seekers in Zimbabwe: finding the right jobs, writing a CV that gets read, and walking into interviews prepared.',
  },
  coverLetters: {
    title: 'Cover Letter Templates',
    lead: 'Three complete cover letters to adapt: for a first job, for an experienced professional and for a career change. Copy one, then replace everything in [brackets] with your own details.',
  },
  faq: {
    title: 'Frequently Asked Questions',
    lead: 'Straight answers about how JobsZW works, applying for jobs, deadlines, your privacy and staying safe from job scams.',
  },
  tracker: {
    title: 'Job Search Tracker',
    lead: 'Keep every application, interview and follow-up in one place, so nothing slips past a deadline and you can see what is working.',
  },
  privacy: {
    title: 'Privacy Policy',
    lead: 'What JobsZW knows about you, why, and what you can do about it.',
  },
  terms: {
    title: 'Terms of Service',
    lead: 'The agreement between you and JobsZW for using this free job board.',
  },
  blog: {
    title: 'Career Blog',
    lead: 'Practical advice for finding and growing in work in Zimbabwe: avoiding job scams, CVs that get shortlisted, remote work, changing careers and looking after yourself along the way.',
  },
  contact: {
    title: 'Contact Us',
    lead: 'Questions, a suspicious listing, or a job source we should add? Write to us; we reply within 24 hours.',
  },
  check: {
    title: 'Is this job advert real?',
    lead: 'Got a job advert forwarded on WhatsApp or Facebook? Paste it here to see whether it matches an official listing on JobsZW, and what to watch for before you apply.',
  },
  saved: {
    title: 'Saved Jobs',
    lead: 'Your shortlist, kept on this device: it opens without a connection and counts down to every deadline.',
  },
} as const satisfies Record<string, { title: string; lead: string }>
