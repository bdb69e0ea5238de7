import { describe, expect, it } from 'vitest'

import type { JobCategory } from './categories.ts'
import { getJobCategory } from './job-category.ts'

const byTags = (tags: string[], title = 'Officer') =>
  getJobCategory({ title, tags, description: '' })
const byDescription = (description: string, title = 'Officer') =>
  getJobCategory({ title, tags: [], description })

describe("getJobCategory: the source's own categories", () => {
  it.each<[string, JobCategory]>([
    // Job board categories.
    ['Accounting', 'accounting-finance'],
    ['Accounting/Finance', 'accounting-finance'],
    ['Banking & Finance', 'accounting-finance'],
    ['Engineering', 'construction-engineering'],
    ['IT & Telecoms', 'ict'],
    ['NGO', 'ngo-development'],
    ['NGOs', 'ngo-development'],
    ['Sales & Marketing', 'marketing-sales'],
    ['Healthcare', 'health'],
    ['Teaching', 'education'],
    ['Hospitality', 'hospitality-tourism'],
    ['Human Resources', 'admin-office'],
    ['Secretarial', 'admin-office'],
    ['Security', 'security'],
    ['Transport & Logistics', 'logistics-transport'],
    ['Customer Service', 'customer-service'],
    ['Legal', 'legal'],
    ['Manufacturing', 'manufacturing'],
    ['Mining', 'mining'],
    ['Agriculture', 'agriculture'],
    // ReliefWeb themes and career categories.
    ['Health', 'health'],
    ['Education', 'education'],
    ['Food and Nutrition', 'ngo-development'],
    ['Water Sanitation Hygiene', 'ngo-development'],
    ['Protection and Human Rights', 'ngo-development'],
    ['Coordination', 'ngo-development'],
    ['Logistics and Telecommunications', 'logistics-transport'],
    ['Program/Project Management', 'ngo-development'],
    ['Monitoring and Evaluation', 'ngo-development'],
    ['Information Management', 'ict'],
    ['Information and Communications Technology', 'ict'],
    ['Donor Relations/Grants Management', 'ngo-development'],
    ['Mine Action', 'ngo-development'],
    ['HIV/Aids', 'health'],
    ['Safety and Security', 'security'],
    ['Recovery and Reconstruction', 'ngo-development'],
    ['Peacekeeping and Peacebuilding', 'ngo-development'],
    ['Logistics/Procurement', 'logistics-transport'],
    // schema.org industry and occupational category text, Lever teams.
    ['Mining & Quarrying', 'mining'],
    ['15-1252.00 Software Developers', 'ict'],
    ['Hospital & Health Care', 'health'],
    ['Non-profit Organization Management', 'ngo-development'],
    ['Financial Services', 'accounting-finance'],
    ['Information Technology and Services', 'ict'],
    ['Accountants and Auditors', 'accounting-finance'],
    ['Finance', 'accounting-finance'],
  ])('maps the tag %j to %s', (tag, category) => {
    expect(byTags([tag])).toBe(category)
  })

  it('takes the first tag that maps, passing over tags that name no kind of work', () => {
    expect(byTags(['Full Time', 'Harare', 'Accounting', 'Engineering'])).toBe('accounting-finance')
    expect(byTags(['Graduate Trainee', 'Internship', 'Mining'])).toBe('mining')
  })

  it("trusts the source's category over the title", () => {
    expect(byTags(['Mining'], 'Accountant')).toBe('mining')
  })

  it('passes over a tag that names two kinds of work, and one that names none', () => {
    expect(byTags(['Engineering/Mining'], 'Geologist')).toBe('mining')
    expect(byTags(['Administration/Finance'], 'Admin Assistant')).toBe('admin-office')
    expect(byTags(['Advocacy/Communications'], 'Driver')).toBe('logistics-transport')
    expect(byTags(['Health and Safety'], 'Electrician')).toBe('construction-engineering')
    expect(byTags(['Other', 'General'], 'Teacher')).toBe('education')
  })

  it('falls back to the title when no tag maps', () => {
    expect(byTags([], 'Chef')).toBe('hospitality-tourism')
    expect(byTags(['', '🎉', 'x'.repeat(10_000)], 'Chef')).toBe('hospitality-tourism')
  })
})

describe('getJobCategory: the advert and the employer', () => {
  it('reads the advert when the title says nothing', () => {
    expect(byDescription('We are looking for a qualified nurse to join our team.')).toBe('health')
    expect(byDescription('A leading hotel group seeks a dynamic person.')).toBe(
      'hospitality-tourism',
    )
  })

  it('takes the first of the heaviest words in the advert', () => {
    expect(byDescription('Our client, a mining house, seeks an accountant.')).toBe(
      'accounting-finance',
    )
    expect(byDescription('A hotel group with a strong marketing team.')).toBe('hospitality-tourism')
  })

  it('lets the title decide before the advert, even with a bare job noun', () => {
    expect(byDescription('Our mine in Zvishavane needs you.', 'Engineer')).toBe(
      'construction-engineering',
    )
  })

  it('does not trust words with other meanings in prose', () => {
    expect(
      byDescription(
        'It is an equal opportunity employer: gender is no bar. Education: a degree. ' +
          'Computer literate, with a clean driver’s licence and MS Office skills. ' +
          'Health and safety awareness.',
      ),
    ).toBe('other')
  })

  it('reads only the opening of the advert', () => {
    const padding = 'We are a growing company with offices around the region. '.repeat(12)
    expect(padding.length).toBeGreaterThan(600)
    expect(byDescription(`${padding} We need a nurse.`)).toBe('other')
    expect(byDescription(`We need a nurse. ${padding}`)).toBe('health')
    expect(byDescription(`${'a'.repeat(595)} nurse is needed`)).toBe('other')
  })

  it("falls back to the employer's name, after the advert", () => {
    const job = { title: 'Officer', tags: [], description: '' }
    expect(getJobCategory({ ...job, company: 'Mimosa Mining Company' })).toBe('mining')
    expect(getJobCategory({ ...job, company: 'UNICEF' })).toBe('ngo-development')
    expect(getJobCategory({ ...job, company: 'University of Zimbabwe' })).toBe('education')
    expect(getJobCategory({ ...job, company: 'Acme Holdings' })).toBe('other')
    expect(
      getJobCategory({ ...job, description: 'Teach Form 1 pupils.', company: 'Hwange Colliery' }),
    ).toBe('mining')
    expect(
      getJobCategory({ ...job, description: 'A lecturer is needed.', company: 'Hwange Colliery' }),
    ).toBe('education')
  })
})
