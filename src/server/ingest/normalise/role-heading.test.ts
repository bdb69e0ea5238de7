import { describe, expect, it } from 'vitest'

import { roleFromHeading } from './role-heading.ts'

describe('roleFromHeading', () => {
  it.each([
    ['1. Sales Manager', 'Sales Manager'],
    ['1\\. SALES MANAGER', 'Sales Manager'],
    ['**2. ACCOUNTS CLERK (x2)**', 'Accounts Clerk'],
    [
      'Position 1: Monitoring and Evaluation Officer (Ref: ME/01)',
      'Monitoring and Evaluation Officer',
    ],
    ['Job Title: Finance and Administration Manager', 'Finance and Administration Manager'],
    ['Teacher – Mathematics', 'Teacher – Mathematics'],
    ['HR OFFICER', 'HR Officer'],
    ['HEAD OF FINANCE', 'Head of Finance'],
    ['Sales Representatives (3 Posts)', 'Sales Representatives'],
    ['Manager, Human Resources', 'Manager, Human Resources'],
    ['b) Community Health Worker', 'Community Health Worker'],
  ])('reads %j as the role %j', (heading, role) => {
    expect(roleFromHeading(heading)).toBe(role)
  })

  it.each([
    'Key Responsibilities',
    'Qualifications and Experience',
    'Skills',
    'Benefits',
    'How to Apply',
    'About the Company',
    'Job Purpose',
    'Duties of the Accountant',
    'Reporting to the Chief Executive Officer',
    'Experience as a Sales Manager',
    'Must be a registered Accountant',
    'We are looking for a Sales Manager.',
    'Registered with the Public Accountants and Auditors Board',
    '[Assistant Accountant](https://board.example/jobs/1/)',
    'REMUNERATION',
    'Person Specification',
    'The Ideal Candidate',
  ])('does not read %j as a role', (heading) => {
    expect(roleFromHeading(heading)).toBeNull()
  })

  it('reads a hostile heading quickly', () => {
    const started = performance.now()
    expect(roleFromHeading(`Position ${'1: '.repeat(50_000)}Manager`)).toBeNull()
    expect(roleFromHeading(`${'(x'.repeat(50_000)} Officer`)).toBeNull()
    expect(performance.now() - started).toBeLessThan(100)
  })
})
