/**
 * Pages of a job board that publishes no feed, written for the tests in the shape such boards
 * have (a listing of anchor cards with "Expires" dates, numbered pages, a page per job with an
 * apply button). Every name in them is invented.
 */

export interface BoardCard {
  path: string
  title: string
  company: string
  location: string
  /** as the card prints it: "Expires 24 Aug 2026" */
  expires: string
  category?: string
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A listing page: the cards, then a pagination bar whose "next" leads to `next`. */
export function listingPage(cards: BoardCard[], next: string | null = null): string {
  const items = cards
    .map(
      (card) => `
      <a class="job-listing" href="${escape(card.path)}">
        <div class="job-listing-details">
          <img class="job-listing-logo" src="/logos/${card.path.length}.png" alt="">
          <h3 class="job-listing-title">${escape(card.title)}</h3>
          <h4 class="job-listing-company">${escape(card.company)}</h4>
          ${card.category ? `<span class="job-listing-category">${escape(card.category)}</span>` : ''}
        </div>
        <div class="job-listing-footer">
          <ul>
            <li class="location"><i class="icon-material-outline-location-on"></i> ${escape(card.location)}</li>
            <li class="expires"><i class="icon-material-outline-access-time"></i>
              ${escape(card.expires)}</li>
          </ul>
        </div>
      </a>`,
    )
    .join('')
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Vacancies in Zimbabwe</title></head>
<body>
  <header><nav><a href="/">Home</a> <a href="/vacancies/">Vacancies</a> <a href="/contact/">Contact</a></nav></header>
  <main>
    <div class="listings-container">${items}
    </div>
    <nav class="pagination"><ul>
      <li><a href="/vacancies/" class="current-page">1</a></li>
      ${next ? `<li><a class="next" href="${escape(next)}"><i class="icon-arrow-right"></i></a></li>` : ''}
    </ul></nav>
  </main>
  <footer><p>&copy; Vacancy Board</p></footer>
</body>
</html>
`
}

/** A job's own page: the description block and an apply button (a link or a mailto:). */
export function jobPage(card: BoardCard, description: string, apply: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escape(card.title)}</title></head>
<body>
  <main>
    <h1>${escape(card.title)}</h1>
    <div class="job-overview"><span>${escape(card.company)}</span> <span>${escape(card.location)}</span></div>
    <div id="job-description">${description}</div>
    <a class="apply-button button" href="${escape(apply)}">Apply Now</a>
    <aside><a href="/vacancies/">More vacancies</a></aside>
  </main>
</body>
</html>
`
}

/** The html source entry of the README example, pointed at `origin`. */
export function cardBoardSource(origin: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'card-board',
    kind: 'html',
    url: `${origin}/vacancies/`,
    enabled: true,
    maxPages: 5,
    list: {
      item: 'a.job-listing',
      link: '@href',
      title: 'h3.job-listing-title',
      company: 'h4.job-listing-company',
      location: '.job-listing-footer li.location',
      deadline: '.job-listing-footer li.expires',
      next: 'nav.pagination a.next@href',
    },
    detail: { description: '#job-description', apply: 'a.apply-button@href' },
    ...overrides,
  }
}
