import { describe, expect, it } from 'vitest'

import { draftToPost, EMPTY_DRAFT, postToDraft, readDraft } from './post-draft.ts'
import { makeDraft, makeManageAnswer } from '../testing/post-fixtures.ts'

describe('post draft', () => {
  it('writes phone numbers as the API takes them, and drops blank lines and fields', () => {
    const post = draftToPost(
      makeDraft({
        website: '  ',
        methods: [
          { kind: 'whatsapp', value: '0772 123 456' },
          { kind: 'email', value: ' HR@Mazowe.co.zw ' },
        ],
        documents: 'CV\n\n  ID copy ',
        reference: ' ',
        payNotStated: true,
      }),
    )
    expect(post).toMatchObject({
      website: null,
      pay: null,
      howToApply: {
        methods: [
          { kind: 'whatsapp', value: '+263772123456' },
          { kind: 'email', value: 'hr@mazowe.co.zw' },
        ],
        reference: null,
        documents: ['CV', 'ID copy'],
      },
    })
  })

  it('sends the licence only for an agency', () => {
    expect(draftToPost(makeDraft({ agencyLicence: 'EA/1' })).agencyLicence).toBeNull()
    expect(draftToPost(makeDraft({ agency: true, agencyLicence: 'EA/1' })).agencyLicence).toBe(
      'EA/1',
    )
  })

  it('reads back only what has the shape of a draft', () => {
    expect(readDraft(null)).toBe(EMPTY_DRAFT)
    expect(
      readDraft({ title: 'Driver', agency: 'yes', methods: [{ kind: 'fax', value: '1' }] }),
    ).toEqual({ ...EMPTY_DRAFT, title: 'Driver' })
  })

  it('fills the form from a stored post', () => {
    const { post, work_email } = makeManageAnswer()
    const draft = postToDraft(post, work_email)
    expect(draft).toMatchObject({
      title: 'Stores Clerk',
      payNotStated: true,
      workEmail: work_email,
    })
    expect(draftToPost(draft)).toMatchObject({ ...post, pay: null })
  })
})
