import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { toJson } from './openapi-parts.ts'

describe('toJson: the conversion the API description uses', () => {
  it('bounds a list given after nullish on the list, in items', () => {
    const schema = v.pipe(v.nullish(v.array(v.string()), []), v.maxLength(500))
    expect(toJson(schema, 'input')).toEqual({
      anyOf: [{ type: 'array', items: { type: 'string' }, maxItems: 500 }, { type: 'null' }],
      default: [],
    })
  })

  it('bounds text given after nullish on the text', () => {
    const schema = v.pipe(v.nullish(v.string(), ''), v.maxLength(20))
    expect(toJson(schema, 'input')).toEqual({
      anyOf: [{ type: 'string', maxLength: 20 }, { type: 'null' }],
      default: '',
    })
  })

  it('reads maxCodePoints as maxLength, which counts code points too', () => {
    expect(toJson(v.pipe(v.string(), v.maxCodePoints(200)), 'input')).toEqual({
      type: 'string',
      maxLength: 200,
    })
    expect(toJson(v.pipe(v.nullish(v.string(), ''), v.maxCodePoints(9)), 'input')).toEqual({
      anyOf: [{ type: 'string', maxLength: 9 }, { type: 'null' }],
      default: '',
    })
  })

  it('describes a body as sent: up to its first transformation, nothing after it', () => {
    const schema = v.pipe(
      v.nullish(v.string(), ''),
      v.transform((text) => text.split(',')),
      v.array(v.picklist(['a', 'b'])),
    )
    expect(toJson(schema, 'input')).toEqual({
      anyOf: [{ type: 'string' }, { type: 'null' }],
      default: '',
    })
  })
})
