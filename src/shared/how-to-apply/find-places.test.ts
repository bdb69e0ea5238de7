import { describe, expect, it } from 'vitest'

import { findPlaces } from './find-places.ts'

const places = (text: string, otherWays = false) =>
  findPlaces(text, { otherWays }).map(({ value }) => `${value.kind}: ${value.value}`)

describe('findPlaces', () => {
  it('takes the address after the verb up to where it stops being one', () => {
    expect(
      places('Hand deliver your CV to the HR Office, 5 Fife Street, Bulawayo, quoting Ref 12.'),
    ).toEqual(['in-person: The HR Office, 5 Fife Street, Bulawayo'])
    expect(places('Hand deliver to 5 Fife Street, Bulawayo or email hr@x.co.zw')).toEqual([
      'in-person: 5 Fife Street, Bulawayo',
    ])
    expect(places('Hand deliver to 5 Fife Street, Bulawayo by 14 March 2025')).toEqual([
      'in-person: 5 Fife Street, Bulawayo',
    ])
    expect(places('Hand in CVs at 5 Fife Street, Bulawayo. Tel: 0292 700 000')).toEqual([
      'in-person: 5 Fife Street, Bulawayo',
    ])
  })

  it('needs something brought for deliver, drop and bring', () => {
    expect(places('We deliver to clients across Harare.')).toEqual([])
    expect(places('Drop your CV at 5 Fife Street, Bulawayo.')).toEqual([
      'in-person: 5 Fife Street, Bulawayo',
    ])
  })

  it('takes an address with a post box as a post address, whatever the verb', () => {
    expect(places('Hand deliver or send applications to P.O. Box 99, Gweru')).toEqual([
      'post: P.O. Box 99, Gweru',
    ])
  })

  it('takes a street address after "send" only when the clause gives no other way', () => {
    expect(places('Send applications to the Manager, 5 Fife Street, Bulawayo')).toEqual([
      'post: The Manager, 5 Fife Street, Bulawayo',
    ])
    expect(places('Send applications to the Manager, 5 Fife Street, Bulawayo', true)).toEqual([])
  })

  it('joins an address written one part per line with commas', () => {
    expect(
      places('Applications should be addressed to:\nThe Director\nP.O. Box 1\nHarare'),
    ).toEqual(['post: The Director, P.O. Box 1, Harare'])
  })

  it('keeps only what reads as an address', () => {
    expect(places('Hand deliver to our offices.')).toEqual([])
    expect(places('Hand deliver to the Headmaster, Greenwood School.')).toEqual([
      'in-person: The Headmaster, Greenwood School',
    ])
    expect(places('Hand deliver to the Sizimele field office in Hwange.')).toEqual([
      'in-person: The Sizimele field office in Hwange',
    ])
    expect(places('Hand deliver to Email: hr@x.co.zw')).toEqual([])
  })
})
