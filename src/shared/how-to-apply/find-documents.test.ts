import { describe, expect, it } from 'vitest'

import { documentLabel, findDocuments } from './find-documents.ts'

const labels = (text: string) => findDocuments(text).map(({ value }) => documentLabel(value))

describe('findDocuments', () => {
  it('reads documents in the order written, the more precise words first', () => {
    expect(
      labels('your CV, O and A Level certificates, a copy of your ID and testimonials'),
    ).toEqual(['CV', 'O Level certificate', 'A Level certificate', 'National ID', 'Testimonials'])
  })

  it('carries "certified" to what can be certified, after it, on its line', () => {
    expect(
      labels(
        'CV, certified copies of academic and professional certificates, ID, police clearance\ncopy of birth certificate',
      ),
    ).toEqual([
      'CV',
      'Certified copies of academic certificates',
      'Certified copies of professional certificates',
      'Certified copy of national ID',
      'Police clearance',
      'Birth certificate',
    ])
  })

  it('reads the bare word "certificates" only where it is sent', () => {
    expect(labels('copies of certificates')).toEqual(['Certificates'])
    expect(labels('tax clearance certificates')).toEqual([])
  })

  it('tells references (documents) from a reference (what to quote)', () => {
    expect(labels('names of three referees; two references; quoting reference ZW/1')).toEqual([
      'References',
      'References',
    ])
  })
})

describe('documentLabel', () => {
  it('reads well in a checklist', () => {
    expect(documentLabel({ label: 'O Level certificate', certified: true })).toBe(
      'Certified copy of O Level certificate',
    )
    expect(documentLabel({ label: "Driver's licence", certified: true })).toBe(
      "Certified copy of driver's licence",
    )
    expect(documentLabel({ label: 'CV', certified: true })).toBe('CV')
    expect(documentLabel({ label: 'Certificates', certified: false })).toBe('Certificates')
  })
})
