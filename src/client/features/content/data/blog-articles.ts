// The bodies live in .md files so that writers edit prose, not string literals. The markdown
// renderer turns single line breaks into <br>, so each paragraph is one line in those files.
import scamsMarkdown from './blog/01-spot-job-scams.md?raw'
import cvMarkdown from './blog/02-cv-that-gets-shortlisted.md?raw'
import remoteMarkdown from './blog/03-remote-work-from-zimbabwe.md?raw'
import firstJobMarkdown from './blog/04-growing-in-your-first-job.md?raw'
import sectorsMarkdown from './blog/05-sectors-hiring-in-zimbabwe.md?raw'
import teachingMarkdown from './blog/06-teaching-to-a-new-career.md?raw'
import stressMarkdown from './blog/07-coping-with-job-search-stress.md?raw'
import trendsMarkdown from './blog/08-informal-and-gig-work-trends.md?raw'

/** A built-in blog article; `content` is markdown, rendered through lib/markdown.ts. */
export interface BlogArticle {
  id: number
  title: string
  excerpt: string
  category: string
  author: string
  /** display text, e.g. "12 March 2025" */
  date: string
  featured: boolean
  tags: string[]
  content: string
}

/** Plain words in a markdown text: headings, list markers and emphasis marks are not words. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/^#+\s/gm, '')
    .replace(/^\s*(?:[-*]|\d+\.)\s/gm, '')
    .replace(/[*_`]/g, '')
  // Runs of non-space holding a letter or a digit, in one pass over the text.
  return text.match(/\S*[\p{L}\p{N}]\S*/gu)?.length ?? 0
}

/**
 * "6 min read": worked out from the text rather than typed in, so the label stays true when an
 * article is edited; 200 words a minute is a common estimate for careful reading. Worked out
 * when shown, not when the articles' module loads: an article's page shows one of eight.
 */
const readTimes = new Map<string, string>()
export function readTimeOf(markdown: string): string {
  let readTime = readTimes.get(markdown)
  if (readTime === undefined) {
    readTime = `${Math.max(1, Math.ceil(countWords(markdown) / 200))} min read`
    readTimes.set(markdown, readTime)
  }
  return readTime
}

const EDITORIAL_TEAM = 'JobsZW Editorial Team'

export const blogArticles: BlogArticle[] = [
  {
    id: 1,
    title: 'Registration Fees and Other Red Flags: How to Spot a Fake Job Before It Costs You',
    excerpt:
      'A genuine employer never charges you to apply or to be hired. How to recognise job scams on WhatsApp and Facebook, check an offer in ten minutes, and what to do if you have already paid.',
    category: 'Job Search Strategy',
    author: 'Tariro M., Careers Editor',
    date: '3 June 2025',
    featured: true,
    tags: ['Job scams', 'Safety', 'WhatsApp', 'Working abroad'],
    content: scamsMarkdown,
  },
  {
    id: 2,
    title: 'A CV That Gets Shortlisted: What Zimbabwean Recruiters Read First',
    excerpt:
      'Your CV may get less than a minute on the first pass. Tailor it to the advert, show ZIMSEC results the way employers ask for them, turn duties into results and email it properly.',
    category: 'CV Tips',
    author: 'Rudo C., Careers Writer',
    date: '20 May 2025',
    featured: true,
    tags: ['CV', 'Shortlisting', 'Graduates', 'Email applications'],
    content: cvMarkdown,
  },
  {
    id: 3,
    title: 'Working for Foreign Clients from Zimbabwe: Getting Paid and Staying Online',
    excerpt:
      'Where remote work comes from, the trade-offs between wires, Payoneer and remittance services, and how to keep working through load-shedding without spending your whole income on data.',
    category: 'Remote Work',
    author: 'Farai N., Contributing Writer',
    date: '6 May 2025',
    featured: false,
    tags: ['Freelancing', 'Payments', 'Load-shedding', 'Data costs'],
    content: remoteMarkdown,
  },
  {
    id: 4,
    title: 'Your First Job: How to Make the First Year Count',
    excerpt:
      'Read your contract and payslip (PAYE, NSSA), learn before you change things, keep a wins file, and build the qualifications and references your next move will need.',
    category: 'Career Growth',
    author: EDITORIAL_TEAM,
    date: '22 April 2025',
    featured: false,
    tags: ['First job', 'Graduates', 'Payslip', 'Professional development'],
    content: firstJobMarkdown,
  },
  {
    id: 5,
    title: 'Where the Jobs Are: Sectors That Keep Hiring in Zimbabwe',
    excerpt:
      'Mining, agriculture, NGOs, telecoms and more: who each sector hires, what helps you get in, and the risks to know, such as donor-funded contracts that end when funding does.',
    category: 'Industry Insights',
    author: 'Tinashe C., Jobs Researcher',
    date: '8 April 2025',
    featured: false,
    tags: ['Mining', 'Agriculture', 'NGOs', 'Telecoms'],
    content: sectorsMarkdown,
  },
  {
    id: 6,
    title: 'From the Classroom to a New Career: A Guide for Teachers',
    excerpt:
      'Planning, training, assessment and managing 40 learners at once are skills employers pay for. How to translate them into a CV for training, HR, NGO and other roles without resigning first.',
    category: 'Career Change',
    author: 'Tariro M., Careers Editor',
    date: '25 March 2025',
    featured: false,
    tags: ['Teachers', 'Career change', 'Transferable skills', 'CV'],
    content: teachingMarkdown,
  },
  {
    id: 7,
    title: 'Looking for Work Without Losing Yourself: Coping With Job-Search Stress',
    excerpt:
      'Silence from employers is not a verdict on you. Practical ways to structure your days, spend less data and money, handle family expectations and find someone to talk to.',
    category: 'Wellness',
    author: EDITORIAL_TEAM,
    date: '11 March 2025',
    featured: false,
    tags: ['Mental health', 'Routine', 'Unemployment', 'Support'],
    content: stressMarkdown,
  },
  {
    id: 8,
    title: 'Side Hustles, Gigs and Short Contracts: How Work in Zimbabwe Is Changing',
    excerpt:
      'Most working Zimbabweans earn outside formal jobs. Six trends shaping work, how to protect yourself without a payslip, and how to put informal work on your CV.',
    category: 'Work Trends',
    author: 'Farai N., Contributing Writer',
    date: '25 February 2025',
    featured: false,
    tags: ['Informal economy', 'Gig work', 'Side hustles', 'Mobile money'],
    content: trendsMarkdown,
  },
]

export function getBlogArticle(id: number): BlogArticle | undefined {
  return blogArticles.find((article) => article.id === id)
}

/**
 * The article a /blog/$id path names (a number naming a built-in article). Only the plain
 * decimal form counts, so "1.5", "1e0", " 1", "0x1" and "01" are not article 1: one address
 * per article.
 */
export function findBlogArticleByParam(param: string): BlogArticle | undefined {
  return /^[1-9]\d{0,5}$/.test(param) ? getBlogArticle(Number(param)) : undefined
}
