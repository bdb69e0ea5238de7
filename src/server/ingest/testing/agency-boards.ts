/**
 * Listing pages in the shapes real boards without a feed have, where one element holds two
 * facts or a placeholder (written for the tests; every name in them is invented):
 *
 * - an agency's card board (a WordPress job theme, as recruitment agencies run): cards with the
 *   employer and its country in one line ("THERA CONSULTING · Brasil"), the industry before the
 *   town ("Food Production, Harare"), "Anonymous company" and "Not stated" for a confidential
 *   client, and a two-line summary ending in "Read more";
 * - a large African board's search results: the employer printed as "Jumia Nigeria jobs in
 *   Nigeria" under the title, the town after a label, and "Confidential" employers.
 */

export interface AgencyCard {
  path: string
  title: string
  /** as printed: "THERA CONSULTING · Brasil" */
  employer: string
  /** as printed: "Food Production, Harare" */
  place: string
  salary: string
  summary: string
  posted: string
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export const AGENCY_CARDS: AgencyCard[] = [
  {
    path: '/job/production-supervisor-2/',
    title: 'Production Supervisor',
    employer: 'THERA CONSULTING · Brasil',
    place: 'Food Production, Harare',
    salary: 'USD 900 - 1,200 per month',
    summary:
      'Our client, a leading <strong>food processor</strong>, seeks a supervisor for its night shift. Diploma in Food Science required.',
    posted: 'Posted 3 days ago',
  },
  {
    path: '/job/credit-controller/',
    title: 'Credit Controller',
    employer: 'Anonymous company',
    place: 'Financial Services, Bulawayo',
    salary: 'Not stated',
    summary:
      'A confidential client in microfinance needs a credit controller. Apply by email to cv@thera.example with "Credit Controller" in the subject line.',
    posted: 'Posted 12 Nov',
  },
  {
    path: '/job/farm-mechanic/',
    title: 'Farm Mechanic',
    employer: 'Chegutu Estates · Zimbabwe',
    place: 'Agriculture, Mashonaland West, Chegutu',
    salary: 'Not stated',
    summary: 'Maintain tractors, irrigation pumps and generators on a 600 ha estate.',
    posted: 'Posted 1 week ago',
  },
]

/** The agency's listing: cards with a sponsored slot between them, as such themes print. */
export function agencyListingPage(cards: AgencyCard[] = AGENCY_CARDS): string {
  const items = cards.map(
    (card, index) => `
      <article class="job_listing type-job_listing ${index % 2 ? 'job-alt' : ''}">
        <div class="job_listing-about">
          <h3 class="job_listing-title"><a href="${escape(card.path)}">${escape(card.title)}</a></h3>
          <div class="job_listing-company"><strong>${escape(card.employer)}</strong></div>
          <ul class="job_listing-meta">
            <li class="job_listing-location"><i class="icon-location"></i> ${escape(card.place)}</li>
            <li class="job_listing-salary"><i class="icon-money"></i> ${escape(card.salary)}</li>
            <li class="job_listing-date"><time>${escape(card.posted)}</time></li>
          </ul>
          <div class="job_listing-excerpt"><p>${card.summary}</p>
            <p><a class="more-link" href="${escape(card.path)}">Read more</a></p></div>
        </div>
      </article>`,
  )
  items.splice(
    2,
    0,
    '<div class="adsbygoogle sponsored"><a href="/advertise/">Advertise here</a></div>',
  )
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Jobs – Thera Consulting</title></head>
<body class="archive post-type-archive-job_listing">
  <header class="site-header"><a href="/">Thera Consulting</a> <a href="/jobs/">Vacancies</a></header>
  <main><section class="job_listings">${items.join('')}
  </section></main>
  <footer>&copy; Thera Consulting Recruitment</footer>
</body></html>
`
}

export interface RegionalCard {
  path: string
  title: string
  /** as printed: "Jumia Nigeria jobs in Nigeria" */
  employer: string
  town: string
  kind: string
}

export const REGIONAL_CARDS: RegionalCard[] = [
  {
    path: '/listings/customer-service-agent-jumia-9f2k1',
    title: 'Customer Service Agent',
    employer: 'Jumia Nigeria jobs in Nigeria',
    town: 'Lagos',
    kind: 'Full Time',
  },
  {
    path: '/listings/logistics-officer-x81ma',
    title: 'Logistics Officer',
    employer: 'Confidential jobs in Zimbabwe',
    town: 'Harare',
    kind: 'Contract',
  },
  {
    path: '/listings/sales-representative-q0a9z',
    title: 'Sales Representative',
    employer: 'Delta Beverages jobs in Zimbabwe',
    town: 'Bulawayo',
    kind: 'Full Time',
  },
]

/** A large regional board's search results. */
export function regionalListingPage(cards: RegionalCard[] = REGIONAL_CARDS): string {
  const items = cards
    .map(
      (card) => `
    <div data-cy="listing-cards-components" class="mx-5 md:mx-0 flex flex-wrap col-span-1 mb-5 bg-white rounded-lg border border-gray-300">
      <div class="w-full"><a href="${escape(card.path)}" class="relative mb-3 text-lg font-medium break-words focus:outline-none metrics-apply-now text-link-500 text-loading-animate" data-cy="listing-title-link"><p class="text-lg font-medium break-words text-link-500">${escape(card.title)}</p></a>
        <p class="text-sm text-link-500 text-loading-animate inline-block mt-3" data-cy="listing-company">${escape(card.employer)}</p>
        <div class="flex flex-wrap mt-3 text-sm text-gray-500 md:py-0">
          <span class="mb-3 px-3 py-1 rounded bg-brand-secondary-100 mr-2 text-loading-hide" data-cy="listing-location">Location: ${escape(card.town)}</span>
          <span class="mb-3 px-3 py-1 rounded bg-brand-secondary-100 mr-2 text-loading-hide" data-cy="listing-type">${escape(card.kind)}</span>
        </div>
      </div>
    </div>`,
    )
    .join('')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Jobs in Africa | Regional Board</title></head>
<body><div id="__next"><main class="search-results">${items}</main></div></body></html>
`
}
