import { describe, expect, it } from 'vitest'

import type { ApiJob } from '../job.ts'
import { organisationKey } from '../organisation-name.ts'
import { listingFacts } from './advert-listing.ts'
import { readAdvert } from './advert-reading.ts'
import { contactsByEmployer } from './employer-contacts.ts'
import { namedOrganisationSignals } from './named-organisations.ts'
import { makeListing, NOW, TIME_ZONE } from './testing/make-listing.ts'

const zinara = makeListing({
  title: 'Accountant',
  company: 'Zimbabwe National Road Administration (ZINARA)',
  methods: [{ kind: 'email', value: 'hr@zinara.example' }],
})
const harvest = makeListing({
  title: 'Livelihoods Officer',
  company: 'Harvest Hope Zimbabwe',
  methods: [{ kind: 'email', value: 'jobs@harvesthope.example' }],
})

function signals(text: string, listings: ApiJob[] = [zinara, harvest], matched: string[] = []) {
  const facts = listings.map((listing) => listingFacts(listing, NOW, TIME_ZONE))
  return namedOrganisationSignals({
    reading: readAdvert(text, ['jobszw.co.zw']),
    listings: facts,
    employers: contactsByEmployer(facts),
    matched: new Set(matched),
    siteHosts: new Set(['jobszw.co.zw']),
    freeMailFlagged: false,
  }).map((signal) => `${signal.rule}: ${signal.message} (${signal.excerpt})`)
}

describe('namedOrganisationSignals', () => {
  it('flags a named organisation answering from free mail', () => {
    expect(signals('ZINARA tollgate operators! CVs to zinara.jobs@gmail.com')).toEqual([
      'free-mail-for-organisation: It names Zimbabwe National Road Administration (ZINARA) but gives a free email address (zinara.jobs@gmail.com)',
    ])
  })

  it('flags mail or a site at a domain that is not its own', () => {
    expect(
      signals(
        'Zimbabwe National Road Administration: register at zinara-portal.example, hr@zinara-jobs.example',
      ),
    ).toEqual([
      "not-its-domain: It names Zimbabwe National Road Administration (ZINARA) but gives an address at zinara-jobs.example, which is not Zimbabwe National Road Administration (ZINARA)'s (hr@zinara-jobs.example)",
      "not-its-domain: It names Zimbabwe National Road Administration (ZINARA) but links to zinara-portal.example, which is not Zimbabwe National Road Administration (ZINARA)'s (zinara-portal.example)",
    ])
  })

  it('takes its own addresses, another named organisation’s, chats and this site as fine', () => {
    expect(
      signals(
        'ZINARA and Harvest Hope Zimbabwe: apply to hr@zinara.example or jobs@harvesthope.example, https://chat.whatsapp.com/x, https://jobszw.co.zw/job/abc',
      ),
    ).toEqual([])
  })

  it('leaves a matched employer to its differences, and a name only like it alone', () => {
    expect(
      signals(
        'ZINARA accountant, CVs to zinara@gmail.com',
        [zinara],
        [organisationKey(zinara.company)],
      ),
    ).toEqual([])
    expect(signals('Harvest Hope Church: send to pastor@gmail.com')).toEqual([])
  })
})
