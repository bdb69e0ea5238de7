/**
 * Listing pages of boards that earn from advertising, written for the tests of the card-shape
 * hints: a WordPress job theme whose rows alternate `odd` / `even` with a "Sponsored" row and
 * Google AdSense blocks between them; a table-like list numbering its rows' classes; a theme
 * that marks paid cards `featured`. Every name in them is invented.
 */

export interface ListedVacancy {
  path: string
  title: string
  company: string
  town: string
  closing: string
}

export const VACANCIES: ListedVacancy[] = [
  ['/job/accountant-6/', 'Accountant', 'Msasa Foods (Pvt) Ltd', 'Harare', '14 March 2027'],
  ['/job/sales-rep-3/', 'Sales Representative', 'Bulawayo Breweries', 'Bulawayo', '9 March 2027'],
  ['/job/nurse-aid/', 'Nurse Aid', 'Mutare Care Home', 'Mutare', '28 February 2027'],
  ['/job/driver-class-2/', 'Driver (Class 2)', 'Kwekwe Haulage', 'Kwekwe', '2 March 2027'],
  [
    '/job/teacher-maths/',
    'Mathematics Teacher',
    'Gweru Christian College',
    'Gweru',
    '6 March 2027',
  ],
  ['/job/it-support/', 'IT Support Technician', 'Zambezi Mutual', 'Harare', '11 March 2027'],
].map(([path, title, company, town, closing]) => ({
  path: path ?? '',
  title: title ?? '',
  company: company ?? '',
  town: town ?? '',
  closing: closing ?? '',
}))

const ADSENSE = `
      <div class="ad-container">
        <ins class="adsbygoogle" style="display:block" data-ad-client="ca-pub-0000000000000000"
          data-ad-slot="1234567890" data-ad-format="auto"></ins>
        <script>(adsbygoogle = window.adsbygoogle || []).push({});</script>
      </div>`

const SPONSORED = `
      <div class="job-list sponsored">
        <span class="label">Sponsored</span>
        <h3 class="job-title"><a href="https://ads.example/click?c=991">Study Nursing in the UK – Apply Now</a></h3>
        <p class="meta">Global Study Partners · Online</p>
      </div>`

/** Rows `div.job-list odd` / `even`, a sponsored row and two AdSense blocks among them. */
export function alternatingBoard(vacancies = VACANCIES): string {
  const rows = vacancies.map(
    (job, index) => `
      <div class="job-list ${index % 2 === 0 ? 'odd' : 'even'}">
        <div class="thumb"><img src="/logos/${index}.png" alt=""></div>
        <div class="body">
          <h3 class="job-title"><a href="${job.path}">${job.title}</a></h3>
          <p class="meta"><span class="company">${job.company}</span> · <span class="location">${job.town}</span></p>
          <p class="closing">Closing Date: ${job.closing}</p>
        </div>
      </div>${index === 1 ? SPONSORED : ''}${index === 2 || index === 4 ? ADSENSE : ''}`,
  )
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Latest Vacancies in Zimbabwe</title></head>
<body>
  <header class="site-header"><nav><ul class="menu">
    <li class="menu-item"><a href="/">Home</a></li><li class="menu-item"><a href="/jobs/">Jobs</a></li>
    <li class="menu-item"><a href="/post-a-job/">Post a Job</a></li><li class="menu-item"><a href="/contact/">Contact</a></li>
  </ul></nav></header>
  <div id="content"><div class="job-listings">${rows.join('')}
  </div>
  <div class="pagination"><a class="page-numbers current" href="/jobs/">1</a> <a class="next page-numbers" href="/jobs/page/2/">Next</a></div></div>
  <footer><a href="/privacy/">Privacy</a> <a href="/terms/">Terms</a> <a href="/about/">About</a></footer>
</body></html>`
}

/** A list whose rows number their class (`li.job-row-1`, `li.job-row-2`, …). */
export function numberedRowsBoard(vacancies = VACANCIES): string {
  const rows = vacancies.map(
    (job, index) => `
    <li class="job-row-${(index % 2) + 1}">
      <a class="job-link" href="${job.path}"><strong>${job.title}</strong></a>
      <span class="employer">${job.company}</span> <span class="town">${job.town}</span>
      <span class="deadline">Deadline: ${job.closing}</span>
    </li>`,
  )
  return `<html><body><h1>Vacancies</h1><ul class="vacancy-list">${rows.join('')}
  <li class="job-row-ad"><div id="div-gpt-ad-1700000000000-0"></div></li></ul></body></html>`
}

/** Cards `article.job`, the paid ones `article.featured.job` first. */
export function featuredCardsBoard(vacancies = VACANCIES): string {
  const cards = vacancies.map(
    (job, index) => `
    <article class="${index < 2 ? 'featured job' : 'job'}">
      <h2 class="entry-title"><a href="${job.path}">${job.title}</a></h2>
      <div class="entry-meta">${job.company} | ${job.town} | Expires ${job.closing}</div>
    </article>`,
  )
  return `<html><body><main>${cards.join('')}</main></body></html>`
}
