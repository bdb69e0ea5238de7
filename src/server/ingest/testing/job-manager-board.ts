/**
 * Pages of a WordPress board running WP Job Manager, as many Zimbabwean vacancy sites do: a
 * `ul.job_listings` of `li.job_listing` cards, each an anchor with the position, the company, the
 * town and a meta list ("Full Time", "Posted 70 days ago" in a `time` element), a "Load more"
 * link to the next page, and a page per job whose `.job_description` holds the advert. Most such
 * cards print no closing date; the Application Deadline add-on adds `li.application-deadline`
 * ("Closes: 30 Aug 2026") to some. Every name in them is invented.
 */

export interface ManagerCard {
  path: string
  title: string
  company: string
  location: string
  type: string
  /** the `time` element's datetime (YYYY-MM-DD) and its words: "Posted 70 days ago" */
  posted: { datetime: string; words: string }
  /** the add-on's line, "Closes: 30 Aug 2026"; absent on most cards */
  closes?: string
  /** a line some boards print under the title: "Deadline: 14 Aug 2026" */
  strapline?: string
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function managerListing(cards: ManagerCard[], next: string | null = null): string {
  const items = cards
    .map(
      (card, index) => `
    <li class="post-${4100 + index} job_listing type-job_listing status-publish hentry job-type-${card.type.toLowerCase().replace(/\s+/g, '-')}" data-longitude="" data-latitude="">
      <a href="${escape(card.path)}">
        <img class="company_logo" src="/wp-content/uploads/job-manager-uploads/company_logo/${index}.png" alt="${escape(card.company)}">
        <div class="position">
          <h3>${escape(card.title)}</h3>
          <div class="company"><strong>${escape(card.company)}</strong>${card.strapline ? ` <span class="tagline">${escape(card.strapline)}</span>` : ''}</div>
        </div>
        <div class="location">${escape(card.location)}</div>
        <ul class="meta">
          <li class="job-type ${card.type.toLowerCase().replace(/\s+/g, '-')}">${escape(card.type)}</li>
          <li class="date"><time datetime="${card.posted.datetime}">${escape(card.posted.words)}</time></li>
          ${card.closes ? `<li class="application-deadline">${escape(card.closes)}</li>` : ''}
        </ul>
      </a>
    </li>`,
    )
    .join('')
  return `<!doctype html>
<html lang="en-US">
<head><meta charset="UTF-8"><title>Jobs &#8211; Vacancies Zimbabwe</title></head>
<body class="page-template-default page">
  <div id="page" class="site">
    <header id="masthead" class="site-header"><a href="/">Vacancies Zimbabwe</a></header>
    <div class="job_listings" data-location="" data-keywords="" data-show_filters="true">
      <ul class="job_listings">${items}
      </ul>
      ${next ? `<a class="load_more_jobs" href="${escape(next)}"><strong>Load more listings</strong></a>` : ''}
    </div>
    <footer class="site-footer"><p>Vacancies Zimbabwe &copy; 2026</p></footer>
  </div>
</body>
</html>
`
}

export function managerJobPage(card: ManagerCard, description: string): string {
  return `<!doctype html>
<html lang="en-US">
<head><meta charset="UTF-8"><title>${escape(card.title)} &#8211; Vacancies Zimbabwe</title></head>
<body class="job_listing-template-default single single-job_listing">
  <article class="job_listing">
    <h1 class="entry-title">${escape(card.title)}</h1>
    <div class="single_job_listing">
      <ul class="job-listing-meta meta">
        <li class="job-type">${escape(card.type)}</li>
        <li class="location">${escape(card.location)}</li>
        <li class="date-posted"><time datetime="${card.posted.datetime}">${escape(card.posted.words)}</time></li>
      </ul>
      <div class="company"><p class="name"><strong>${escape(card.company)}</strong></p></div>
      <div class="job_description">${description}</div>
      <div class="job_application application">
        <input type="button" class="application_button button" value="Apply for job">
      </div>
    </div>
  </article>
</body>
</html>
`
}

/** The html source entry an operator would write for such a board, pointed at `origin`. */
export function managerBoardSource(origin: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'manager-board',
    kind: 'html',
    url: `${origin}/jobs/`,
    enabled: true,
    list: {
      item: 'ul.job_listings li.job_listing',
      link: 'a@href',
      title: '.position h3',
      company: '.company strong',
      location: '.location',
      type: 'li.job-type',
      posted: 'li.date time@datetime',
      deadline: 'li.application-deadline',
      next: 'a.load_more_jobs@href',
    },
    detail: { description: '.job_description' },
    ...overrides,
  }
}
