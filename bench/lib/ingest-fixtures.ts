/**
 * The job boards of bench/ingest.ts: N WP Job Manager `job_feed` documents of M realistic items
 * (Zimbabwean employers and towns, HTML descriptions of 1-2 KB with lists, `job_listing:*` fields,
 * closing dates in the next 60 days, some written only in the text), each served by its own
 * node:http server on 127.0.0.1, 127.0.0.2, ... (port 0): gzip when the request accepts it, a
 * weak ETag answered with 304, robots.txt 404. Every feed is built, and compressed, before the
 * servers start.
 *
 * Runs in a child process so that the benchmark measures the ingester alone:
 *
 *   node --import tsx bench/lib/ingest-fixtures.ts [sources=50] [jobsPerSource=200]
 *
 * prints one JSON line (FeedServers) once every server listens; on SIGTERM or when stdin closes
 * it prints one JSON line of request counts (FeedStats) and exits. `startFeedProcess` does this
 * from the benchmark.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

import { MONTH_NAMES, WEEKDAY_NAMES } from '../../src/shared/calendar-names.ts'

export interface FeedSource {
  name: string
  host: string
  url: string
}

export interface FeedServers {
  sources: FeedSource[]
  items: number
  /** size of all feeds, uncompressed and gzipped */
  bytes: number
  gzipBytes: number
}

export interface FeedStats {
  robots: number
  ok: number
  gzip: number
  notModified: number
  notFound: number
}

const DAY_MS = 24 * 60 * 60 * 1000
const TIME_ZONE_OFFSET_MS = 2 * 60 * 60 * 1000 // Africa/Harare, no daylight saving

interface Category {
  name: string
  titles: string[]
  duties: string[]
  requirements: string[]
}

const categories: Category[] = [
  {
    name: 'Finance',
    titles: [
      'Senior Accountant',
      'Accounts Clerk',
      'Credit Controller',
      'Internal Auditor',
      'Finance Manager',
      'Payroll Administrator',
    ],
    duties: [
      'Prepare monthly management accounts and variance reports for the board',
      'Reconcile USD and ZiG bank accounts and clear unreconciled items every week',
      'Prepare VAT, PAYE and QPD returns and liaise with ZIMRA on queries',
      'Maintain the fixed asset register and run monthly depreciation',
      'Process supplier payments and keep the creditors ledger up to date',
      'Support the external auditors during the year-end audit',
      'Monitor debtors, follow up overdue accounts and report on collections',
      'Run the monthly payroll and submit NSSA and ZIMDEF contributions on time',
    ],
    requirements: [
      'A degree in Accounting or Finance, or ACCA / CIMA / CA(Z) in progress',
      'At least three years of experience in a similar role',
      'Working knowledge of Sage Evolution, Pastel or QuickBooks',
      'Advanced Excel skills (pivot tables, lookups)',
      'Sound knowledge of Zimbabwean tax legislation',
      'High integrity and attention to detail',
    ],
  },
  {
    name: 'Healthcare',
    titles: [
      'Registered General Nurse',
      'Pharmacist',
      'Laboratory Scientist',
      'Clinical Officer',
      'Primary Care Counsellor',
    ],
    duties: [
      'Provide quality nursing care to patients in line with Ministry of Health guidelines',
      'Dispense medicines and counsel patients on their correct use',
      'Collect, test and record laboratory specimens and keep quality control logs',
      'Run HIV testing services and refer clients to care and treatment',
      'Keep accurate patient records in the electronic health records system',
      'Take part in outreach clinics in the surrounding wards',
      'Manage stock of medicines and medical supplies and report shortages',
    ],
    requirements: [
      'A Diploma or Degree in the relevant health discipline',
      'Current practising certificate with the relevant council (NCZ, MLCSCZ or PCZ)',
      'At least two years of post-qualification experience',
      'Fluency in English and Shona or Ndebele',
      'Training in OI/ART management is an added advantage',
    ],
  },
  {
    name: 'NGO & Development',
    titles: [
      'Monitoring and Evaluation Officer',
      'Programme Officer – WASH',
      'Field Officer – Livelihoods',
      'Grants Manager',
      'Community Mobiliser',
    ],
    duties: [
      'Design and maintain the monitoring and evaluation framework of the programme',
      'Collect, clean and analyse data with KoboToolbox and produce monthly dashboards',
      'Facilitate community meetings and training sessions with local leadership',
      'Coordinate with Rural District Councils and government line ministries',
      'Prepare donor reports and case studies on time and to standard',
      'Track the grant budget and flag under- and over-spending early',
      'Ensure the safeguarding policy is understood and followed by all partners',
    ],
    requirements: [
      'A degree in Development Studies, Social Sciences or a related field',
      'At least three years of experience with an NGO in Zimbabwe',
      'Experience with USAID, EU or FCDO funded programmes',
      'A clean Class 4 driver’s licence and willingness to travel to the field',
      'Strong report-writing skills in English',
      'Knowledge of the local language of the operating area',
    ],
  },
  {
    name: 'ICT',
    titles: [
      'Software Developer',
      'Network Administrator',
      'IT Support Technician',
      'Data Analyst',
      'Systems Administrator',
    ],
    duties: [
      'Build and maintain web applications and internal tools',
      'Administer the LAN, WAN and firewall across all branches',
      'Provide first- and second-line support to staff at head office and branches',
      'Build reports and dashboards from the data warehouse for management',
      'Manage backups and test restores every month',
      'Keep an accurate inventory of ICT assets and licences',
      'Integrate mobile money (EcoCash, OneMoney) and bank payment gateways',
    ],
    requirements: [
      'A degree in Computer Science, Information Systems or a related field',
      'At least two years of hands-on experience',
      'Experience with TypeScript, SQL and Linux servers',
      'CCNA, CompTIA or Microsoft certification is an added advantage',
      'Good problem-solving and communication skills',
    ],
  },
  {
    name: 'Sales & Marketing',
    titles: [
      'Sales Representative',
      'Sales & Marketing Officer',
      'Customer Service Agent',
      'Branch Manager',
      'Key Accounts Manager',
    ],
    duties: [
      'Grow sales in the assigned territory and meet monthly targets',
      'Identify new customers and maintain relationships with existing accounts',
      'Plan and run in-store promotions and roadshows',
      'Manage the company’s social media pages and WhatsApp catalogue',
      'Handle customer queries and complaints promptly and professionally',
      'Prepare weekly sales reports and competitor intelligence',
      'Supervise branch staff and ensure cash-handling procedures are followed',
    ],
    requirements: [
      'A diploma or degree in Sales, Marketing or Business Studies',
      'At least two years of sales experience, preferably in FMCG',
      'A clean driver’s licence',
      'Excellent negotiation and presentation skills',
      'Proven record of meeting targets',
    ],
  },
  {
    name: 'Agriculture',
    titles: [
      'Agronomist',
      'Farm Manager',
      'Agricultural Extension Officer',
      'Irrigation Technician',
      'Livestock Officer',
    ],
    duties: [
      'Plan crop programmes for tobacco, maize, soya and horticulture',
      'Advise contract farmers on land preparation, fertiliser and pest management',
      'Supervise the farm workforce and keep daily labour records',
      'Maintain centre-pivot and drip irrigation equipment',
      'Monitor herd health, vaccinations and dipping schedules',
      'Keep production records and prepare monthly yield forecasts',
      'Ensure compliance with GlobalG.A.P. and export standards',
    ],
    requirements: [
      'A degree or diploma in Agriculture, Agronomy or Animal Science',
      'At least three years of farm experience in Zimbabwe',
      'Practical knowledge of irrigation systems',
      'Willingness to live on the farm',
      'A Class 4 driver’s licence and a motorbike licence',
    ],
  },
  {
    name: 'Mining & Engineering',
    titles: [
      'Mining Engineer',
      'Geologist',
      'Plant Operator',
      'Electrician',
      'Diesel Plant Fitter',
      'Solar Field Technician',
      'Civil Engineer',
      'Quantity Surveyor',
    ],
    duties: [
      'Plan and supervise underground and open-pit mining operations safely',
      'Carry out planned and breakdown maintenance of mobile and fixed plant',
      'Install, test and maintain electrical installations and solar systems',
      'Log drill cores and update the geological model',
      'Prepare bills of quantities, valuations and cost reports',
      'Supervise contractors on site and enforce SHEQ standards',
      'Keep maintenance records in the computerised maintenance system',
    ],
    requirements: [
      'A degree, National Diploma or Class 1 Journeyman certificate in the relevant trade',
      'Registration with ZIE, ECZ or the relevant professional body where applicable',
      'At least three years of experience in mining or construction',
      'A valid first aid certificate is an added advantage',
      'Willingness to work shifts and in remote areas',
    ],
  },
  {
    name: 'Logistics & Procurement',
    titles: [
      'Driver (Class 2)',
      'Logistics Coordinator',
      'Procurement Officer',
      'Stores Controller',
      'Clearing Agent',
    ],
    duties: [
      'Plan routes and coordinate deliveries to customers across the country',
      'Clear imports and exports at Beitbridge, Chirundu and Forbes border posts',
      'Run tenders in line with the PPDPA Act and the procurement policy',
      'Receive, store and issue goods and keep stock cards accurate',
      'Carry out monthly stock counts and investigate variances',
      'Keep vehicle log books and report faults promptly',
    ],
    requirements: [
      'A diploma in Purchasing and Supply, Logistics or a related field (CIPS is an advantage)',
      'A clean Class 2 driver’s licence with a valid defensive driving certificate (drivers)',
      'At least two years of experience in a similar role',
      'Knowledge of ZIMRA customs procedures',
      'Computer literacy, including an ERP system',
    ],
  },
  {
    name: 'Education',
    titles: [
      'Secondary School Teacher – Mathematics',
      'Primary School Teacher',
      'Lecturer – Electrical Engineering',
      'School Bursar',
    ],
    duties: [
      'Plan and deliver lessons to ZIMSEC and Cambridge syllabuses',
      'Set, mark and record tests and examinations',
      'Take part in sporting and cultural activities of the school',
      'Keep learners’ records and write termly reports',
      'Manage school fees, levies and the school development fund',
    ],
    requirements: [
      'A degree or diploma in Education with the relevant teaching subject',
      'Registration with the Ministry of Primary and Secondary Education',
      'At least two years of teaching experience',
      'Good classroom management and communication skills',
    ],
  },
  {
    name: 'Hospitality & Administration',
    titles: [
      'Hotel Receptionist',
      'Chef de Partie',
      'Human Resources Officer',
      'Administrative Assistant',
      'Security Supervisor',
    ],
    duties: [
      'Welcome guests, handle check-in and check-out and manage reservations',
      'Prepare dishes to the standard recipes and keep the kitchen clean and safe',
      'Handle recruitment, contracts, leave and disciplinary records under the Labour Act',
      'Manage the diary, correspondence and filing of the office',
      'Supervise guards on shift and keep the occurrence book',
      'Order office supplies and manage petty cash',
    ],
    requirements: [
      'A diploma in Hospitality, Human Resources or Office Management',
      'At least two years of experience in a similar role',
      'Excellent interpersonal and customer care skills',
      'Fluency in English; a foreign language is an advantage in tourism roles',
      'Willingness to work weekends and public holidays',
    ],
  },
]

const titles = categories.flatMap((category) =>
  category.titles.map((title) => ({ title, category })),
)

const companies = [
  'Mutapa Agro Processors',
  'Chinhoyi Solar Installations (Pvt) Ltd',
  'Kopje Family Clinic',
  'Great Zimbabwe Logistics',
  'Mazowe Citrus Estates',
  'Nyanga Highlands Hotel',
  'Bulawayo Engineering Works',
  'Hwange Colliery Services',
  'Zambezi Valley Conservation Trust',
  'Masvingo Community Health Trust',
  'Mutare Timber Holdings',
  'Kariba Fisheries (Pvt) Ltd',
  'Gweru Steel Fabricators',
  'Msasa Packaging',
  'Harare Fintech Labs',
  'Chiredzi Sugar Estates',
  'Marondera Dairy Co-operative',
  'Kwekwe Gold Processing',
  'Victoria Falls Safari Lodges',
  'Matabeleland Water Trust',
  'Shurugwi Chrome Mining',
  'Beitbridge Freight Forwarders',
  'Bindura Nickel Services',
  'Chitungwiza Community Hospital',
  'Borrowdale Academy',
  'Avondale Pharmacies',
  'Eastlea Microfinance',
  'Hillside Insurance Brokers',
  'Gokwe Cotton Ginners',
  'Kadoma Textiles',
  'Rusape Agro Dealers',
  'Zvishavane Mining Supplies',
  'Norton Poultry Farms',
  'Chegutu Grain Millers',
  'Karoi Tobacco Growers Association',
  'Lupane Development Foundation',
  'Plumtree Cross-Border Traders',
  'Gwanda Solar Co-operative',
  'Mvurwi Irrigation Services',
  'Murewa Rural Clinics Network',
  'Epworth Youth Skills Centre',
  'Ruwa Plastics & Moulding',
  'Kuwadzana Builders',
  'Highfield Auto Parts',
  'Mabvuku Water Works',
  'Glen View Furniture Makers',
  'Tynwald Steel',
  'Belvedere Technical College',
  'Mount Pleasant Consulting',
  'Sanyati Agricultural Research Station',
]

const places = [
  'Harare',
  'Msasa, Harare',
  'Borrowdale, Harare',
  'Southerton, Harare',
  'Bulawayo',
  'Belmont, Bulawayo',
  'Mutare',
  'Gweru',
  'Masvingo',
  'Kwekwe',
  'Kadoma',
  'Chinhoyi',
  'Marondera',
  'Bindura',
  'Victoria Falls',
  'Hwange',
  'Chiredzi',
  'Beitbridge',
  'Zvishavane',
  'Kariba',
  'Rusape',
  'Gwanda',
  'Lupane',
  'Chitungwiza',
  'Norton',
  'Nyanga',
  'Karoi',
  'Shurugwi',
  'Gokwe',
  'Plumtree',
]

const jobTypes = [
  'Full Time',
  'Full Time',
  'Full Time',
  'Contract',
  'Contract',
  'Part Time',
  'Temporary',
  'Internship',
]

const salaries = [
  'USD 450 per month',
  'USD 600 – 750 per month',
  'USD 900 per month',
  'USD 1,200 per month',
  'USD 1,400 – 1,800 per month',
  'USD 2,500 per month',
  'Negotiable',
  'Competitive, plus medical aid and pension',
]

const intros = [
  'We are a growing Zimbabwean business with a reputation for quality and service, and we are expanding our team.',
  'Founded more than twenty years ago, we serve customers across all ten provinces and invest in our people.',
  'We work with communities, government and development partners to improve livelihoods in rural Zimbabwe.',
  'Our team is small, friendly and ambitious, and we offer real room to grow for the right person.',
]

const offers = [
  'A competitive USD salary, medical aid, pension and a transport allowance.',
  'Medical aid for you and your family, 22 days of annual leave and paid training.',
  'A performance bonus, funeral cover and a company vehicle where the role requires one.',
  'Flexible working hours, a staff canteen and sponsored professional courses.',
]

/** mulberry32: the same feeds on every run */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function pick<T>(list: readonly T[], next: () => number): T {
  return list[Math.floor(next() * list.length)] as T
}

/** `count` distinct entries of `list`, in list order */
function some<T>(list: readonly T[], count: number, next: () => number): T[] {
  const chosen = new Set<number>()
  while (chosen.size < Math.min(count, list.length)) chosen.add(Math.floor(next() * list.length))
  return [...chosen].sort((a, b) => a - b).map((index) => list[index] as T)
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? 'an' : 'a'
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

// Title, employer and closing day make a job's fingerprint, which must not repeat across sources
// (the pipeline would store a repeat once). Job number g maps to a distinct triple through a
// bijection of 0..N-1 (7919 is prime to N), so every board still mixes titles, employers, dates.
const DAYS = 60
const TRIPLES = titles.length * companies.length * DAYS

function triple(globalIndex: number) {
  const k = (globalIndex * 7919 + 13) % TRIPLES
  return {
    job: titles[k % titles.length] as (typeof titles)[number],
    company: companies[Math.floor(k / titles.length) % companies.length] as string,
    daysAhead: 1 + Math.floor(k / (titles.length * companies.length)),
  }
}

/** One board's WP Job Manager job_feed (RSS 2.0) of `count` items. */
export function buildFeed(sourceIndex: number, count: number, now: number): string {
  if (count * (sourceIndex + 1) > TRIPLES)
    throw new Error('too many jobs for distinct fingerprints')
  const next = random(sourceIndex + 1)
  const board = `board-${sourceIndex + 1}.jobs.example`
  const today = Math.floor((now + TIME_ZONE_OFFSET_MS) / DAY_MS) * DAY_MS
  const items: string[] = []
  for (let i = 0; i < count; i++) {
    const { job, company, daysAhead } = triple(sourceIndex * count + i)
    const postId = 10_000 + sourceIndex * count + i
    const closing = new Date(today + daysAhead * DAY_MS)
    const closingIso = closing.toISOString().slice(0, 10)
    const closingWords = `${closing.getUTCDate()} ${MONTH_NAMES[closing.getUTCMonth()]} ${closing.getUTCFullYear()}`
    const place = pick(places, next)
    const jobType = pick(jobTypes, next)
    const salary = next() < 0.6 ? pick(salaries, next) : null
    const posted = new Date(now - Math.floor(next() * 20 * DAY_MS))
    // most boards send a deadline field (job_feed_item hook); the rest only write it in the text
    const deadlineStyle = next()
    let deadlineHtml = ''
    if (deadlineStyle >= 0.9) {
      deadlineHtml = `<p>Applications close on ${WEEKDAY_NAMES[closing.getUTCDay()]}, ${closingWords} at 1600hrs. Only shortlisted candidates will be contacted.</p>\n`
    } else if (deadlineStyle >= 0.65) {
      deadlineHtml = `<p><strong>Closing date: ${closingWords}</strong></p>\n`
    }
    const link = `https://${board}/job/${slug(job.title)}-${postId}/`
    const email = `vacancies@${slug(company).slice(0, 24)}.co.zw`
    const apply =
      next() < 0.5
        ? `<p>To apply, send your CV, certified copies of certificates and a cover letter to <a href="mailto:${email}">${email}</a> with “${escapeXml(job.title)}” in the subject line.</p>`
        : `<p>Apply online through the link on this page. Hand-delivered applications will not be accepted.</p>`
    const list = next() < 0.5 ? 'ol' : 'ul'
    const html =
      `<p><strong>${escapeXml(company)}</strong> is looking for ${article(job.title)} <strong>${escapeXml(job.title)}</strong> based in ${escapeXml(place)}. ${pick(intros, next)}</p>\n` +
      `<h3>Key responsibilities</h3>\n<ul>\n${some(
        job.category.duties,
        4 + Math.floor(next() * 3),
        next,
      )
        .map((duty) => `<li>${escapeXml(duty)}</li>`)
        .join('\n')}\n</ul>\n` +
      `<h3>Requirements</h3>\n<${list}>\n${some(
        job.category.requirements,
        3 + Math.floor(next() * 3),
        next,
      )
        .map((requirement) => `<li>${escapeXml(requirement)}</li>`)
        .join('\n')}\n</${list}>\n` +
      `<h3>What we offer</h3>\n<p>${pick(offers, next)}</p>\n` +
      `${apply}\n${deadlineHtml}` +
      `<p><em>${escapeXml(company)} is an equal opportunity employer. Women are encouraged to apply.</em></p>\n`
    const summary = `${company} is looking for ${article(job.title)} ${job.title} in ${place}.`
    items.push(
      [
        '\t<item>',
        `\t\t<title>${escapeXml(job.title)}</title>`,
        `\t\t<link>${link}</link>`,
        `\t\t<dc:creator><![CDATA[${slug(company).slice(0, 20)}-hr]]></dc:creator>`,
        `\t\t<pubDate>${posted.toUTCString().replace('GMT', '+0000')}</pubDate>`,
        `\t\t<category><![CDATA[${job.category.name}]]></category>`,
        `\t\t<guid isPermaLink="false">https://${board}/?post_type=job_listing&#038;p=${postId}</guid>`,
        `\t\t<description><![CDATA[${summary}&#8230;]]></description>`,
        `\t\t<content:encoded><![CDATA[${html}]]></content:encoded>`,
        `\t\t<job_listing:location><![CDATA[${place}]]></job_listing:location>`,
        `\t\t<job_listing:job_type><![CDATA[${jobType}]]></job_listing:job_type>`,
        `\t\t<job_listing:company><![CDATA[${company}]]></job_listing:company>`,
        salary ? `\t\t<job_listing:salary><![CDATA[${salary}]]></job_listing:salary>` : '',
        deadlineStyle < 0.65
          ? `\t\t<job_listing:expires><![CDATA[${closingIso}]]></job_listing:expires>`
          : '',
        '\t</item>',
      ]
        .filter(Boolean)
        .join('\n'),
    )
  }
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"
\txmlns:content="http://purl.org/rss/1.0/modules/content/"
\txmlns:dc="http://purl.org/dc/elements/1.1/"
\txmlns:atom="http://www.w3.org/2005/Atom"
\txmlns:job_listing="https://${board}"
\t>
<channel>
\t<title>Jobs Board ${sourceIndex + 1}</title>
\t<atom:link href="https://${board}/?feed=job_feed" rel="self" type="application/rss+xml" />
\t<link>https://${board}</link>
\t<description>Vacancies across Zimbabwe</description>
\t<lastBuildDate>${new Date(now).toUTCString().replace('GMT', '+0000')}</lastBuildDate>
\t<language>en-GB</language>
\t<generator>https://wordpress.org/?v=6.8.1</generator>
${items.join('\n')}
</channel>
</rss>
`
}

interface Feed {
  body: Buffer
  gzip: Buffer
  etag: string
}

function prepareFeed(xml: string): Feed {
  const body = Buffer.from(xml)
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 16)
  // weak: the same validator stands for the gzipped and the plain representation
  return { body, gzip: gzipSync(body), etag: `W/"${hash}"` }
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}

function serveFeed(feed: Feed, stats: FeedStats): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://feed.invalid')
    if (url.pathname === '/robots.txt') {
      stats.robots++
      res.writeHead(404, { 'content-type': 'text/plain; charset=UTF-8' })
      res.end('Not Found')
      return
    }
    if (url.pathname !== '/' || url.searchParams.get('feed') !== 'job_feed') {
      stats.notFound++
      res.writeHead(404, { 'content-type': 'text/plain; charset=UTF-8' })
      res.end('Not Found')
      return
    }
    const headers: Record<string, string> = {
      etag: feed.etag,
      vary: 'Accept-Encoding',
      'cache-control': 'no-cache',
    }
    if (matchesEtag(req.headers['if-none-match'], feed.etag)) {
      stats.notModified++
      res.writeHead(304, headers)
      res.end()
      return
    }
    const gzip = /\bgzip\b/i.test(req.headers['accept-encoding'] ?? '')
    const body = gzip ? feed.gzip : feed.body
    stats.ok++
    if (gzip) {
      stats.gzip++
      headers['content-encoding'] = 'gzip'
    }
    res.writeHead(200, {
      ...headers,
      'content-type': 'application/rss+xml; charset=UTF-8',
      'content-length': String(body.byteLength),
    })
    res.end(body)
  })
}

/** Builds every feed, then starts one server per source on 127.0.0.(index + 1). */
export async function startFeedServers(sourceCount: number, jobsPerSource: number, now: number) {
  if (sourceCount < 1 || sourceCount > 254) throw new Error('1 to 254 sources (127.0.0.1-254)')
  const feeds = Array.from({ length: sourceCount }, (_, index) =>
    prepareFeed(buildFeed(index, jobsPerSource, now)),
  )
  const stats: FeedStats = { robots: 0, ok: 0, gzip: 0, notModified: 0, notFound: 0 }
  const servers: Server[] = []
  const sources: FeedSource[] = []
  for (const [index, feed] of feeds.entries()) {
    const host = `127.0.0.${index + 1}`
    const server = serveFeed(feed, stats)
    servers.push(server)
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(0, host, () => resolve())
    })
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    sources.push({
      name: `bench-board-${String(index + 1).padStart(2, '0')}`,
      host,
      url: `http://${host}:${port}/?feed=job_feed&posts_per_page=${jobsPerSource}`,
    })
  }
  const info: FeedServers = {
    sources,
    items: sourceCount * jobsPerSource,
    bytes: feeds.reduce((sum, feed) => sum + feed.body.byteLength, 0),
    gzipBytes: feeds.reduce((sum, feed) => sum + feed.gzip.byteLength, 0),
  }
  const close = () =>
    Promise.all(
      servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
    ).then(() => undefined)
  return { info, stats, close }
}

export interface FeedProcess extends FeedServers {
  pid: number
  /** stops the servers and returns what they answered */
  stop(): Promise<FeedStats>
}

/** Runs this file in a child process and waits for its servers. */
export async function startFeedProcess(
  sourceCount: number,
  jobsPerSource: number,
): Promise<FeedProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), String(sourceCount), String(jobsPerSource)],
    { cwd: path.resolve(import.meta.dirname, '../..'), stdio: ['pipe', 'pipe', 'inherit'] },
  )
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const first = await Promise.race([
    lines.next(),
    exited.then((code) => {
      throw new Error(`the feed servers exited with ${code} before they started`)
    }),
  ])
  if (first.done) throw new Error('the feed servers printed nothing')
  const info = JSON.parse(first.value as string) as FeedServers
  let stopping: Promise<FeedStats> | undefined
  return {
    ...info,
    pid: child.pid ?? 0,
    stop() {
      stopping ??= (async () => {
        child.stdin.end()
        const last = await lines.next()
        await exited
        return last.done
          ? { robots: 0, ok: 0, gzip: 0, notModified: 0, notFound: 0 }
          : (JSON.parse(last.value as string) as FeedStats)
      })()
      return stopping
    },
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sourceCount = Number(process.argv[2] ?? 50)
  const jobsPerSource = Number(process.argv[3] ?? 200)
  const feeds = await startFeedServers(sourceCount, jobsPerSource, Date.now())
  console.log(JSON.stringify(feeds.info))
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    void feeds.close().then(() => {
      process.stdout.write(JSON.stringify(feeds.stats) + '\n', () => process.exit(0))
    })
  }
  process.on('SIGTERM', stop)
  // the benchmark closes stdin to stop us; it also ends if the benchmark dies
  process.stdin.on('end', stop)
  process.stdin.resume()
}
