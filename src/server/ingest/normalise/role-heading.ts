/**
 * Whether a heading of an advert names a role ("2. SALES MANAGER", "Position 3: Accounts Clerk
 * (Ref AC/03)") or a section of one ("Key Responsibilities", "How to Apply"). Deliberately
 * narrow: a role is a short Title Case (or capitals) noun phrase ending in a word that names a
 * job, so headings that are sections, sentences or requirements are never taken for roles.
 */

/** Words that end a job title; a plural ("Drivers") counts too. */
const ROLE_NOUNS = new Set(
  (
    'accountant administrator adviser advisor agent agronomist analyst apprentice apprenticeship ' +
    'architect artisan assistant associate attendant auditor baker barista bartender bookkeeper ' +
    'boilermaker bricklayer butcher buyer carer caregiver carpenter cashier chauffeur chef chemist ' +
    'cleaner clerk consultant controller cook coordinator co-ordinator counsellor counselor ' +
    'courier dentist designer developer director dispatcher doctor driver economist editor ' +
    'electrician engineer estimator executive facilitator fellow fitter foreman gardener geologist ' +
    'guard handyman headmaster headmistress housekeeper inspector intern internship journalist ' +
    'labourer laborer lawyer lead leader lecturer librarian machinist manager manageress marketer ' +
    'mechanic merchandiser messenger metallurgist midwife miner mobiliser mobilizer nanny nurse ' +
    'officer operator ' +
    'optometrist packer painter paralegal pharmacist photographer physiotherapist pilot planner ' +
    'plumber porter principal programmer promoter radiographer receptionist reporter representative rep ' +
    'researcher rigger salesman salesperson scientist secretary specialist statistician ' +
    'steward storekeeper storeman strategist stylist superintendent supervisor surveyor teacher ' +
    'technician therapist trainee trainer tutor typist volunteer waiter waitress welder worker ' +
    'writer'
  ).split(' '),
)

/** Lower-case words a Title Case job title may hold ("Head of Finance and Administration"). */
const SMALL_WORDS = new Set([
  'of',
  'and',
  'for',
  'the',
  'in',
  'to',
  'at',
  'on',
  '&',
  '/',
  '-',
  '–',
  '—',
])

/**
 * First words of headings that are about a role, not the role: "Duties of the Accountant",
 * "Reporting to the Finance Manager", "Experience as a Sales Manager".
 */
const NOT_A_ROLE_START =
  /^(?:about|duties|responsibilities|requirements|qualifications?|experience|reporting|reports?|working|purpose|profile|how|why|what|who|to|for|as|with|under|our|your|join|dear|attention|attn|note|apply|applications?|deadline|closing|contact|from|by|must|minimum|at least|ability|knowledge|proven|degree|diploma|certificate|a|an|the role|role of|position of)\b/i

/** Labels and numbers before the title: "1.", "2)", "Position 2:", "Job Title:", "Vacancy -". */
const LEADING_LABEL =
  /^(?:(?:job\s+title|position|post|vacancy|role|job)(?:\s+(?:no\.?\s*)?(?:\d{1,2}|[ivx]{1,4}|one|two|three|four|five|six|seven|eight|nine|ten))?\s*[:.)–—-]\s*|\(?\d{1,2}\s*[.):–—-]\s*|\(?[a-h]\)\s*)/i

/** Counts and references after it: "(x2)", "x 3", "(2 Posts)", "(Ref: SM/01)", ":". */
const TRAILING_NOISE =
  /\s*(?:\((?:x\s*\d{1,2}|\d{1,2}\s*(?:posts?|positions?|vacanc(?:y|ies))|ref[^)]{0,30})\)|x\s*\d{1,2}|[:.])\s*$/i

const MAX_TITLE = 80
const MAX_WORDS = 8

/** Markdown's escapes ("1\\."), emphasis markers and spacing taken off a heading's text. */
export function plainHeading(text: string): string {
  return text
    .replace(/\\([\\`*_{}[\]()#+\-.!>])/g, '$1')
    .replace(/\*\*|__|(?<![\w])_|_(?![\w])|\*/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The role a heading names, as a job title ("Sales Manager"), or null when the heading is not
 * one. Capitals become Title Case, keeping short words that read as acronyms ("HR Officer").
 */
export function roleFromHeading(heading: string): string | null {
  const plain = plainHeading(heading.slice(0, 200))
  if (plain.length > 120 || /\]\(|https?:\/\//.test(plain)) return null
  let title = plain
  for (let step = 0; step < 2; step++) title = title.replace(LEADING_LABEL, '')
  for (let step = 0; step < 3; step++) title = title.replace(TRAILING_NOISE, '').trim()
  if (title.length < 3 || title.length > MAX_TITLE) return null
  if (/[!?;]|\.\s/.test(title) || NOT_A_ROLE_START.test(title)) return null
  const words = title.split(' ')
  if (words.length > MAX_WORDS || !words.every(isTitleWord)) return null
  if (!endsWithRole(title)) return null
  return title === title.toUpperCase() ? fromCapitals(title) : title
}

function isTitleWord(word: string): boolean {
  if (SMALL_WORDS.has(word)) return true
  return /^[("']?[A-Z0-9]/.test(word)
}

/** The head word of the title (before ", Finance" or " – Harare") is a job word. */
function endsWithRole(title: string): boolean {
  if (/^(?:head|chief)\s+of\s+\S/i.test(title)) return true
  const head = title.split(/\s*,\s+|\s+[–—-]\s+|\s*\(/)[0] ?? ''
  const last = (head.split(' ').pop() ?? '').toLowerCase()
  return ROLE_NOUNS.has(last) || (last.endsWith('s') && ROLE_NOUNS.has(last.slice(0, -1)))
}

const LOWER_IN_TITLES = new Set(['of', 'and', 'for', 'the', 'in', 'to', 'at', 'on'])
const SHORT_WORDS = new Set(['bus', 'car', 'day', 'key', 'new', 'van', 'lab', 'art'])

function fromCapitals(title: string): string {
  return title
    .split(' ')
    .map((word, index) => {
      const lower = word.toLowerCase()
      if (index > 0 && LOWER_IN_TITLES.has(lower)) return lower
      if (/^[A-Z]{2,3}$/.test(word) && !SHORT_WORDS.has(lower)) return word
      return lower.replace(/(^|[-/(])(\p{L})/gu, (_, before: string, letter: string) => {
        return before + letter.toUpperCase()
      })
    })
    .join(' ')
}
