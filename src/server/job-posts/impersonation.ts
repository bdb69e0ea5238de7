/**
 * Whether a post may be someone using another organisation's name. The rule (decision 048):
 * the organisation's KNOWN DOMAINS are the domains of its verified posts that went live here,
 * and the (non-free) email domains its jobs from sources give as a way to apply. A post is held
 * when its email domain is none of them (nor a subdomain or parent of one) and either
 * - the organisation has known domains (it is on the site already, writing from elsewhere), or
 * - the site lists it from ITS OWN SOURCE: a source whose every job is this organisation's (its
 *   careers page or applicant-tracking board, or a source whose `employer` option names it), so
 *   the site knows it as that organisation's own word, or
 * - it is one of the large employers whose names scammers borrow (shared/scam-signals'
 *   known-employers.ts) and no post of it from this domain has gone live yet.
 * Names are compared as shared/organisation-name.ts writes them ("(Pvt) Ltd" ignored). A name found
 * only on aggregators' copies (sources listing many organisations), with no address of its own,
 * gives no domain and holds nothing: most employers' adverts are copied there, and the unverified
 * hold already covers a post from a domain that is not its website's.
 */
import { domainMatchesHost, emailDomain, isFreeMailDomain } from '#shared/mail-domains.ts'
import { organisationKey, organisationProbe } from '#shared/organisation-name.ts'
import { namesKnownEmployer } from '#shared/scam-signals/known-employers.ts'

import type { Queryable } from '../db/db.ts'
import { makeJobId } from '../jobs/job-id.ts'
import { EMPLOYER_SOURCE } from './post-as-job.ts'

export interface ImpersonationVerdict {
  held: boolean
  /** the organisation's known domains, for the reason shown */
  knownDomains: string[]
  /** a large employer whose name is often borrowed */
  knownEmployer: boolean
  /** the site lists it from its own source (a source of this organisation's jobs alone) */
  ownSource: boolean
}

interface NamedRow {
  company: string
  source: string
  posted_by: { verified: boolean; domain: string | null } | null
  how_to_apply: { methods: { kind: string; value: string }[] } | null
}

interface KnownOrganisation {
  /** the domains the organisation is known here to write from */
  domains: string[]
  /** the sources (not posts) that list it */
  sources: string[]
}

/** Sources listing this many organisations or fewer are read name by name (own-source check). */
const FEW_ORGANISATIONS = 5

/** What the site knows of the organisation: the domains it writes from, the sources listing it. */
export async function knownOrganisation(
  db: Queryable,
  organisation: string,
  { exceptPostId }: { exceptPostId?: string } = {},
): Promise<KnownOrganisation> {
  const key = organisationKey(organisation)
  const probe = organisationProbe(key)
  if (!probe) return { domains: [], sources: [] }
  const { rows } = await db.query<NamedRow>(
    `select company, source, posted_by, how_to_apply from jobs
     where taken_down_at is null and id <> $3
       and lower(company) like '%' || $1 || '%'
       and ((source = $2 and (posted_by->>'verified')::boolean)
            or (source <> $2 and withdrawn_at is null))
     limit 1000`,
    // the probe is letters and digits only (organisationKey), so it needs no escaping for like
    [probe, EMPLOYER_SOURCE, exceptPostId ? makeJobId(EMPLOYER_SOURCE, exceptPostId) : ''],
  )
  const domains = new Set<string>()
  const sources = new Set<string>()
  for (const row of rows) {
    if (organisationKey(row.company) !== key) continue
    if (row.source !== EMPLOYER_SOURCE) sources.add(row.source)
    if (row.source === EMPLOYER_SOURCE) {
      if (row.posted_by?.domain) domains.add(row.posted_by.domain)
      continue
    }
    for (const method of row.how_to_apply?.methods ?? []) {
      if (method.kind !== 'email') continue
      const domain = emailDomain(method.value)
      if (!isFreeMailDomain(domain)) domains.add(domain)
    }
  }
  return { domains: [...domains].sort(), sources: [...sources].sort() }
}

/** Whether one of `sources` lists this organisation alone: its own careers page or board. */
async function listsOnlyIt(db: Queryable, key: string, sources: string[]): Promise<boolean> {
  if (sources.length === 0) return false
  const { rows } = await db.query<{ companies: string[] }>(
    `select array_agg(distinct company) as companies from jobs
     where source = any($1::text[]) and taken_down_at is null
     group by source having count(distinct company) <= $2`,
    [sources, FEW_ORGANISATIONS],
  )
  return rows.some(({ companies }) => companies.every((name) => organisationKey(name) === key))
}

export async function checkImpersonation(
  db: Queryable,
  { organisation, workEmail, postId }: { organisation: string; workEmail: string; postId?: string },
): Promise<ImpersonationVerdict> {
  const domain = emailDomain(workEmail)
  const key = organisationKey(organisation)
  const known = await knownOrganisation(db, organisation, { exceptPostId: postId })
  const knownDomains = known.domains
  const knownEmployer = namesKnownEmployer(key)
  const fromKnown = knownDomains.some((knownDomain) => domainMatchesHost(domain, knownDomain))
  const ownSource = !fromKnown && (await listsOnlyIt(db, key, known.sources))
  const held = !fromKnown && (knownDomains.length > 0 || knownEmployer || ownSource)
  return { held, knownDomains, knownEmployer, ownSource }
}
