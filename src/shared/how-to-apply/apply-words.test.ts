import { describe, expect, it } from 'vitest'

import { asksForDocuments, saysToApply, sectionOf } from './apply-words.ts'

describe('saysToApply', () => {
  it.each([
    'Send your CV to hr@x.co.zw',
    'Applications to P.O. Box 1, Harare',
    'Email your CV to hr@x.co.zw',
    'WhatsApp your CV to 0772 123 456',
    'Submit to the HR office',
    'Hand deliver to 5 Main Street, Gweru',
    'For enquiries call 0242 123456',
    'Interested? WhatsApp 0772 123 456',
    'Contact the HR office for more information on 0242 700 000',
    'Walk-in interviews at Rainbow Towers',
    'Call Mrs Ncube 0772 987 654',
    'Contact the HR Manager on 0242 700 000',
  ])('%s', (clause) => {
    expect(saysToApply(clause)).toBe(true)
  })

  it.each([
    'Tel: 0242 700 000',
    'Email: info@x.co.zw',
    'email info@x.co.zw',
    'WhatsApp 0772 123 456',
    'Our email address is sales@x.co.zw',
    'Call us on 0242 700 000 for all your hardware needs',
    'We are a leading supplier of hardware in Gweru',
  ])('not %s', (clause) => {
    expect(saysToApply(clause)).toBe(false)
  })
})

describe('asksForDocuments', () => {
  it.each([
    'Send your CV and certificates',
    'Attach a copy of your ID',
    'Applications must include a CV',
    'Certified copies of O Level certificates',
    'Bring your CV',
  ])('%s', (clause) => {
    expect(asksForDocuments(clause)).toBe(true)
  })

  it.each([
    "A clean class 4 driver's licence",
    'Duties include preparing reports and certificates of compliance',
    '5 O Levels including English',
  ])('not %s', (clause) => {
    expect(asksForDocuments(clause)).toBe(false)
  })
})

describe('sectionOf', () => {
  it.each([
    ['How to apply', 'apply'],
    ['Method of application', 'apply'],
    ['Submission of applications', 'apply'],
    ['Required documents', 'documents'],
    ['Attachments', 'documents'],
    ['Key responsibilities', 'other'],
  ])('%s is %s', (heading, section) => {
    expect(sectionOf(heading)).toBe(section)
  })
})
