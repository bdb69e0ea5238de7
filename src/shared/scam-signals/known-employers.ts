/**
 * Employers that have their own email domain, so a gmail or yahoo address in their name is the
 * mark of someone pretending to be them: state bodies (the police, prisons, army and air force,
 * ministries, public hospitals), the large companies, banks and NGOs whose names scammers
 * borrow most. Kept short on purpose: a small business with a gmail address is normal here.
 */
interface KnownEmployer {
  /** matches the normalised company name or title */
  name: RegExp
  /** whole words of an email's local part that claim the employer ("zrprecruitment" counts) */
  aliases: readonly string[]
}

export const KNOWN_EMPLOYERS: readonly KnownEmployer[] = [
  { name: /\bministry of\b|\bgovernment of zimbabwe\b|\bgovt\b/, aliases: ['govt'] },
  { name: /\bpublic service commission\b|\bhealth service board\b/, aliases: ['psc', 'hsb'] },
  { name: /\bzimbabwe republic police\b|\bzrp\b/, aliases: ['zrp'] },
  { name: /\bprisons? and correctional\b|\bzpcs\b/, aliases: ['zpcs'] },
  { name: /\bzimbabwe national army\b|\bzna\b/, aliases: ['zna'] },
  { name: /\bair force of zimbabwe\b|\bafz\b/, aliases: ['afz'] },
  {
    name: /\bparirenyatwa\b|\bmpilo\b|\bchitungwiza central\b|\bunited bulawayo hospitals\b/,
    aliases: ['parirenyatwa', 'mpilo'],
  },
  { name: /\bzimra\b|\bzimbabwe revenue authority\b/, aliases: ['zimra'] },
  {
    name: /\bzesa\b|\bzetdc\b|\bnetone\b|\btelone\b|\bzimpost\b/,
    aliases: ['zesa', 'zetdc', 'netone', 'telone'],
  },
  { name: /\beconet\b|\becocash holdings\b/, aliases: ['econet'] },
  { name: /^delta$|\bdelta (?:corporation|beverages)\b/, aliases: ['delta'] },
  { name: /\bok zimbabwe\b|\bok mart\b|\bok supermarkets?\b/, aliases: ['okzim', 'okzimbabwe'] },
  { name: /\bpick n pay\b|\bedgars\b|\bmeikles\b|\binnscor\b/, aliases: ['innscor', 'edgars'] },
  {
    name: /\bcbz\b|\bstanbic\b|\bfbc\b|\bcabs\b|\bsteward bank\b|\bnmb\b|\bzb bank\b|\bfirst capital bank\b|\becobank\b|\breserve bank\b|\brbz\b/,
    aliases: ['cbz', 'stanbic', 'fbc', 'cabs', 'nmb', 'rbz'],
  },
  {
    name: /\bzimplats\b|\bmimosa\b|\bunki\b|\bhwange colliery\b|\bcaledonia\b/,
    aliases: ['zimplats', 'mimosa'],
  },
  {
    name: /\bunicef\b|\bworld vision\b|\bworld food programme\b|\bwfp\b|\bundp\b|\bunited nations\b|\bsave the children\b|\boxfam\b|\bplan international\b|\bmedecins sans frontieres\b|\bmsf\b|\bred cross\b/,
    aliases: ['unicef', 'worldvision', 'wfp', 'undp', 'oxfam', 'msf', 'redcross'],
  },
  {
    name: /\buniversity of zimbabwe\b|\bnust\b|\bmidlands state university\b/,
    aliases: ['uz', 'nust', 'msu'],
  },
]

/** Words that may follow an alias in the same run of letters: "zrprecruitment", "econetjobs". */
const ALIAS_SUFFIX =
  /^(?:|recruit\w*|jobs?|hr|careers?|vacanc\w*|zim\w*|zw|official|hiring|employment|intake|of\w*)$/

export function namesKnownEmployer(name: string): boolean {
  return KNOWN_EMPLOYERS.some((employer) => employer.name.test(name))
}

/** Whether an email's local part ("zrp.recruitment2025") claims a known employer. */
export function localPartClaimsEmployer(localPart: string): boolean {
  const parts = localPart.split(/[^a-z]+/).filter((part) => part !== '')
  return KNOWN_EMPLOYERS.some((employer) =>
    employer.aliases.some((alias) =>
      parts.some((part) => part.startsWith(alias) && ALIAS_SUFFIX.test(part.slice(alias.length))),
    ),
  )
}
