import { describe, expect, it } from 'vitest'

import type { HowToApply } from '#shared/how-to-apply/how-to-apply.ts'

import { applyActions } from './apply-actions.ts'

function withMethods(methods: HowToApply['methods'], reference: string | null = null): HowToApply {
  return { methods, reference, documents: [] }
}

describe('applyActions', () => {
  it('makes each way to apply a one-tap action, in the order of the data', () => {
    const actions = applyActions(
      withMethods(
        [
          { kind: 'link', value: 'https://careers.acme.example/jobs/7' },
          { kind: 'email', value: 'hr@acme.example' },
          { kind: 'whatsapp', value: '+263772123456' },
          { kind: 'phone', value: '+263242700000' },
          { kind: 'in-person', value: '5th Floor, Karigamombe Centre, Harare' },
          { kind: 'post', value: 'P. Bag 7708, Causeway' },
        ],
        'ACC/01',
      ),
      'Accounts Clerk',
    )
    expect(actions).toEqual([
      {
        kind: 'link',
        label: "Apply on the employer's site",
        href: 'https://careers.acme.example/jobs/7',
        text: 'careers.acme.example',
      },
      {
        kind: 'email',
        label: 'Email your application',
        href: 'mailto:hr@acme.example?subject=ACC%2F01',
        text: 'hr@acme.example',
      },
      {
        kind: 'whatsapp',
        label: 'WhatsApp',
        href: 'https://wa.me/263772123456?text=Hello%2C%20I%20am%20applying%20for%20Accounts%20Clerk%20(ACC%2F01).',
        text: '0772 123 456',
      },
      { kind: 'phone', label: 'Call', href: 'tel:+263242700000', text: '0242 700 000' },
      {
        kind: 'in-person',
        label: 'Deliver by hand to',
        href: null,
        text: '5th Floor, Karigamombe Centre, Harare',
      },
      { kind: 'post', label: 'Post to', href: null, text: 'P. Bag 7708, Causeway' },
    ])
  })

  it('asks for the job by its title when there is no reference', () => {
    const [email] = applyActions(
      withMethods([{ kind: 'email', value: 'hr@acme.example' }]),
      'Driver',
    )
    expect(email?.href).toBe('mailto:hr@acme.example?subject=Application%3A%20Driver')
  })

  it("names only the first link the employer's site", () => {
    const actions = applyActions(
      withMethods([
        { kind: 'link', value: 'https://careers.acme.example/7' },
        { kind: 'link', value: 'https://forms.example/acme' },
      ]),
      'Driver',
    )
    expect(actions.map(({ label, text }) => [label, text])).toEqual([
      ["Apply on the employer's site", 'careers.acme.example'],
      ['Apply online', 'forms.example'],
    ])
  })

  it.each([
    ['a javascript: link', { kind: 'link', value: 'javascript:alert(1)' }],
    ['a data: link', { kind: 'link', value: 'data:text/html,<script>alert(1)</script>' }],
    ['a link with no scheme', { kind: 'link', value: '//evil.example/apply' }],
    ['a link that hides its host', { kind: 'link', value: 'https://acme.example@evil.example/' }],
    ['a link that is no address', { kind: 'link', value: 'https://exa mple.com' }],
    ['an email with a copy in it', { kind: 'email', value: 'hr@acme.example?cc=spy@evil.example' }],
    [
      'an email with a header',
      { kind: 'email', value: 'hr@acme.example\r\nBcc: spy@evil.example' },
    ],
    ['a number that is a script', { kind: 'phone', value: 'javascript:alert(1)' }],
    ['a number with more after it', { kind: 'phone', value: '+263772123456;ext=1' }],
    ['a WhatsApp number with a path', { kind: 'whatsapp', value: '+263772123456/../evil' }],
  ] as const)('leaves out %s', (_what, method) => {
    expect(applyActions(withMethods([method]), 'Driver')).toEqual([])
  })

  it('encodes what a plain address may hold, so a mail goes to that address alone', () => {
    const [email] = applyActions(
      withMethods([{ kind: 'email', value: 'a?cc=spy@evil.example' }]),
      'Driver',
    )
    expect(email?.href).toBe('mailto:a%3Fcc%3Dspy@evil.example?subject=Application%3A%20Driver')
  })

  it('shows no more than the schema allows of a list that did not come through it', () => {
    const methods = Array.from({ length: 5000 }, (_, index) => ({
      kind: 'email' as const,
      value: `hr${index}@acme.example`,
    }))
    expect(applyActions(withMethods(methods), 'Driver')).toHaveLength(10)
  })
})
