import { toJsonSchema } from '@valibot/to-json-schema'
import Ajv from 'ajv'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { howToApplySchema } from './how-to-apply.ts'

const valid = {
  methods: [
    { kind: 'link', value: 'https://careers.delta.co.zw/jobs/7?src=zw#apply' },
    { kind: 'email', value: 'hr@delta.co.zw' },
    { kind: 'whatsapp', value: '+263772123456' },
    { kind: 'phone', value: '+263242700000' },
    { kind: 'in-person', value: 'The HR Manager, 5th Floor, Karigamombe Centre, Harare' },
    { kind: 'post', value: 'The Director, P. Bag 7708, Causeway, Harare' },
  ],
  reference: 'ZW/HR/2024/17',
  documents: ['CV', 'Certified copies of certificates'],
}

const withMethod = (kind: string, value: string) => ({ ...valid, methods: [{ kind, value }] })

// The API description carries the schema as JSON Schema: the same rules must hold there.
const ajv = new Ajv({ strict: false })
const validateJson = ajv.compile(toJsonSchema(howToApplySchema, { errorMode: 'throw' }))

function accepted(value: unknown): { valibot: boolean; json: boolean } {
  return { valibot: v.is(howToApplySchema, value), json: validateJson(value) }
}

describe('howToApplySchema', () => {
  it('takes every kind in its plain form, in valibot and as JSON Schema', () => {
    expect(accepted(valid)).toEqual({ valibot: true, json: true })
    expect(accepted({ methods: [], reference: null, documents: [] })).toEqual({
      valibot: true,
      json: true,
    })
  })

  it.each([
    ['a javascript: link', withMethod('link', 'javascript:alert(1)')],
    ['a link in capitals of javascript:', withMethod('link', 'JAVASCRIPT:alert(1)')],
    ['a data: link', withMethod('link', 'data:text/html,<script>alert(1)</script>')],
    ['a protocol-relative link', withMethod('link', '//evil.example/apply')],
    ['a link with userinfo', withMethod('link', 'https://bank.example@evil.example/')],
    ['a link with a space', withMethod('link', 'https://x.example/a b')],
    ['a link with a quote', withMethod('link', 'https://x.example/"onmouseover=alert(1)')],
    ['a link with a line break', withMethod('link', 'https://x.example/\njavascript:alert(1)')],
    ['an ftp link', withMethod('link', 'ftp://x.example/cv')],
    ['an address with a query', withMethod('email', 'hr@delta.co.zw?cc=spy@evil.example')],
    ['two addresses', withMethod('email', 'hr@delta.co.zw,spy@evil.example')],
    ['an address with a name', withMethod('email', 'HR <hr@delta.co.zw>')],
    ['a number as written', withMethod('phone', '0772 123 456')],
    ['a number without +', withMethod('whatsapp', '263772123456')],
    ['a number with a scheme', withMethod('phone', 'tel:+263772123456')],
    ['a place that is a link', withMethod('in-person', 'javascript:alert(1)')],
    ['a place with an address in it', withMethod('post', 'hr@delta.co.zw')],
    ['a place on two lines', withMethod('post', 'P.O. Box 1\nHarare')],
    ['a place with a bidi override', withMethod('in-person', 'Harare \u202egnp.exe')],
    ['an unknown kind', withMethod('fax', '+263242700001')],
    ['a reference with a line break', { ...valid, reference: 'Ref 1\r\nBcc: x@y.z' }],
    ['a document with a control', { ...valid, documents: ['CV\u0007'] }],
    ['eleven methods', { ...valid, methods: Array(11).fill(valid.methods[1]) }],
  ])('refuses %s, in valibot and as JSON Schema', (_what, value) => {
    expect(accepted(value)).toEqual({ valibot: false, json: false })
  })
})
