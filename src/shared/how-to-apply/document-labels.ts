/**
 * The documents adverts ask for, each with the one label a reader's checklist shows and the ways
 * adverts write it. Earlier rows win where two match the same words ("O and A Level
 * certificates" is two documents, not a third called "certificates"). `copies`: how "certified"
 * reads before it ("Certified copies of academic certificates", "Certified copy of national
 * ID"); null for what is never certified (a CV, a letter).
 */
export interface DocumentLabel {
  labels: readonly string[]
  words: RegExp
  copies: 'copy' | 'copies' | null
}

const LEVEL = 'levels?(?: certificates?| results?(?: slips?)?)'

export const DOCUMENT_LABELS: readonly DocumentLabel[] = [
  {
    labels: ['O Level certificate', 'A Level certificate'],
    words: new RegExp(`\\bo'?\\s?(?:and|&|/)\\s?a'?[\\s-]?${LEVEL}\\b`, 'gi'),
    copies: 'copies',
  },
  {
    labels: ['O Level certificate'],
    words: new RegExp(`\\b(?:o'?[\\s-]?|ordinary )${LEVEL}\\b`, 'gi'),
    copies: 'copy',
  },
  {
    labels: ['A Level certificate'],
    words: new RegExp(`\\b(?:a'?[\\s-]?|advanced )${LEVEL}\\b`, 'gi'),
    copies: 'copy',
  },
  {
    labels: ['Academic certificates', 'Professional certificates'],
    words: /\bacademic (?:and|&) professional (?:certificates|qualifications|credentials)\b/gi,
    copies: 'copies',
  },
  {
    labels: ['Academic certificates'],
    words:
      /\b(?:academic|educational|degree|diploma) (?:certificates?|qualifications|credentials)\b/gi,
    copies: 'copies',
  },
  {
    labels: ['Professional certificates'],
    words: /\bprofessional (?:certificates?|qualifications|credentials)\b/gi,
    copies: 'copies',
  },
  {
    labels: ['Trade certificates'],
    words: /\btrade (?:test )?certificates?\b/gi,
    copies: 'copies',
  },
  {
    labels: ['Defensive driving certificate'],
    words: /\bdefensive driving certificates?\b/gi,
    copies: 'copy',
  },
  { labels: ['Birth certificate'], words: /\bbirth certificates?\b/gi, copies: 'copy' },
  {
    labels: ['Police clearance'],
    words: /\bpolice clearance(?: certificates?| reports?| letters?)?\b/gi,
    // an original, issued for the application
    copies: null,
  },
  {
    labels: ['Medical certificate'],
    words: /\bmedical (?:fitness )?certificates?\b|\bmedical reports?\b/gi,
    copies: null,
  },
  {
    labels: ['Practising certificate'],
    words: /\b(?:current |valid )?practi[sc]ing (?:certificates?|licen[cs]es?)\b/gi,
    copies: 'copy',
  },
  {
    labels: ['Certificates'],
    // The bare word only where it is sent: "copies of certificates", "your certificates".
    words:
      /\b(?:cop(?:y|ies) of (?:your |all |the |relevant )?|(?:your|all|relevant|qualification|school) )certificates\b/gi,
    copies: 'copies',
  },
  { labels: ['Academic transcript'], words: /\b(?:academic )?transcripts?\b/gi, copies: 'copy' },
  {
    labels: ['CV'],
    words: /\b(?:cvs?|c\.v\.?|curriculum vitae|r[eé]sum[eé]s?)(?!\w)/gi,
    copies: null,
  },
  {
    labels: ['Cover letter'],
    words:
      /\b(?:cover(?:ing)? letters?|application letters?|letters? of application|motivation(?:al)? letters?)\b/gi,
    copies: null,
  },
  {
    labels: ['Application form'],
    words: /\b(?:completed |signed )?application forms?\b/gi,
    copies: null,
  },
  {
    labels: ['National ID'],
    words:
      /\bnational (?:id(?:entity)?|identity)(?: cards?| documents?)?\b|\b(?:id|identity) (?:cards?|documents?)\b|(?:\b(?:your|an?|and|of)|,) id\b(?! ?(?:number|no\b))/gi,
    copies: 'copy',
  },
  {
    labels: ['Passport photos'],
    words: /\bpassport[\s-]?(?:size[d]?\s)?photo(?:graph)?s?\b/gi,
    copies: null,
  },
  { labels: ['Passport'], words: /\bpassports?\b(?![\s-]?(?:size|photo))/gi, copies: 'copy' },
  {
    labels: ["Driver's licence"],
    words: /\b(?:driv(?:er'?s?|ing) )?licen[cs]es?\b/gi,
    copies: 'copy',
  },
  { labels: ['Testimonials'], words: /\btestimonials?\b/gi, copies: null },
  {
    labels: ['References'],
    words:
      /\b(?:reference letters?|letters? of reference|(?:(?:names|contact details|details|addresses) (?:and \w+ )?of )?(?:\w+ )?referees|(?:\w+ )?references)\b/gi,
    copies: null,
  },
  {
    labels: ['Recommendation letter'],
    words: /\b(?:recommendation letters?|letters? of recommendation)\b/gi,
    copies: null,
  },
  { labels: ['Proof of residence'], words: /\bproof of (?:residence|address)\b/gi, copies: null },
  { labels: ['Payslip'], words: /\b(?:latest |current )?pay ?slips?\b/gi, copies: null },
]
