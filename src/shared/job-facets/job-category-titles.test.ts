// How titles are read; the source's categories, the advert and the employer are in
// job-category.test.ts.
import { describe, expect, it } from 'vitest'

import type { JobCategory } from './categories.ts'
import { getJobCategory } from './job-category.ts'

const byTitle = (title: string) => getJobCategory({ title, tags: [], description: '' })

describe('getJobCategory: titles', () => {
  it.each<[string, JobCategory]>([
    ['Accountant', 'accounting-finance'],
    ['Bookkeeper', 'accounting-finance'],
    ['Internal Auditor', 'accounting-finance'],
    ['Finance Manager', 'accounting-finance'],
    ['Payroll Officer', 'accounting-finance'],
    ['Tax Consultant', 'accounting-finance'],
    ['Credit Controller', 'accounting-finance'],
    ['Cashier', 'accounting-finance'],
    ['Bank Teller', 'accounting-finance'],
    ['Receptionist', 'admin-office'],
    ['Secretary', 'admin-office'],
    ['Office Administrator', 'admin-office'],
    ['Office Assistant', 'admin-office'],
    ['Registry Clerk', 'admin-office'],
    ['Data Capturer', 'admin-office'],
    ['PA to the CEO', 'admin-office'],
    ['HR Officer', 'admin-office'],
    ['Farm Manager', 'agriculture'],
    ['Agronomist', 'agriculture'],
    ['Horticulture Supervisor', 'agriculture'],
    ['Livestock Officer', 'agriculture'],
    ['Veterinary Surgeon', 'agriculture'],
    ['Civil Engineer', 'construction-engineering'],
    ['Mechanical Engineer', 'construction-engineering'],
    ['Electrical Engineer', 'construction-engineering'],
    ['Electrician', 'construction-engineering'],
    ['Plumber', 'construction-engineering'],
    ['Builder', 'construction-engineering'],
    ['Quantity Surveyor', 'construction-engineering'],
    ['Fitter and Turner', 'construction-engineering'],
    ['Welder', 'construction-engineering'],
    ['Artisan', 'construction-engineering'],
    ['Boilermaker', 'construction-engineering'],
    ['Clerk of Works', 'construction-engineering'],
    ['Call Centre Agent', 'customer-service'],
    ['Customer Service Representative', 'customer-service'],
    ['Front Desk Officer', 'customer-service'],
    ['Teacher', 'education'],
    ['Lecturer', 'education'],
    ['Maths Tutor', 'education'],
    ['ECD Teacher', 'education'],
    ['School Bursar', 'accounting-finance'],
    ['Registered General Nurse', 'health'],
    ['Medical Doctor', 'health'],
    ['Pharmacist', 'health'],
    ['Clinic Manager', 'health'],
    ['Midwife', 'health'],
    ['Radiographer', 'health'],
    ['Lab Scientist', 'health'],
    ['Chef', 'hospitality-tourism'],
    ['Cook', 'hospitality-tourism'],
    ['Waiter/Waitress', 'hospitality-tourism'],
    ['Hotel Manager', 'hospitality-tourism'],
    ['Lodge Manager', 'hospitality-tourism'],
    ['Safari Guide', 'hospitality-tourism'],
    ['Tour Guide', 'hospitality-tourism'],
    ['Housekeeping Supervisor', 'hospitality-tourism'],
    ['Software Developer', 'ict'],
    ['IT Officer', 'ict'],
    ['Network Administrator', 'ict'],
    ['Systems Administrator', 'ict'],
    ['Data Analyst', 'ict'],
    ['ICT Technician', 'ict'],
    ['Lawyer', 'legal'],
    ['Legal Officer', 'legal'],
    ['Attorney', 'legal'],
    ['Paralegal', 'legal'],
    ['Conveyancer', 'legal'],
    ['Company Secretary', 'legal'],
    ['Driver', 'logistics-transport'],
    ['Truck Driver', 'logistics-transport'],
    ['Class 2 Drivers', 'logistics-transport'],
    ['Logistics Officer', 'logistics-transport'],
    ['Warehouse Supervisor', 'logistics-transport'],
    ['Procurement Officer', 'logistics-transport'],
    ['Supply Chain Manager', 'logistics-transport'],
    ['Fleet Manager', 'logistics-transport'],
    ['Transport Coordinator', 'logistics-transport'],
    ['Stores Clerk', 'logistics-transport'],
    ['Machine Operator', 'manufacturing'],
    ['Production Supervisor', 'manufacturing'],
    ['Factory Manager', 'manufacturing'],
    ['Quality Control Inspector', 'manufacturing'],
    ['Sales Representative', 'marketing-sales'],
    ['Sales Executive', 'marketing-sales'],
    ['Marketing Manager', 'marketing-sales'],
    ['Brand Manager', 'marketing-sales'],
    ['Digital Marketing Officer', 'marketing-sales'],
    ['Account Manager', 'marketing-sales'],
    ['Mining Engineer', 'mining'],
    ['Mine Captain', 'mining'],
    ['Geologist', 'mining'],
    ['Plant Metallurgist', 'mining'],
    ['Blaster', 'mining'],
    ['Programme Officer', 'ngo-development'],
    ['Project Officer', 'ngo-development'],
    ['Humanitarian Affairs Officer', 'ngo-development'],
    ['Monitoring and Evaluation Officer', 'ngo-development'],
    ['M&E Officer', 'ngo-development'],
    ['MEAL Coordinator', 'ngo-development'],
    ['UNICEF Consultant', 'ngo-development'],
    ['Community Development Officer', 'ngo-development'],
    ['Mine Action Officer', 'ngo-development'],
    ['Security Guard', 'security'],
    ['Guard', 'security'],
    ['Security Officer', 'security'],
    ['Guards x 10', 'security'],
  ])('files %j under %s', (title, category) => {
    expect(byTitle(title)).toBe(category)
  })

  it.each<[string, JobCategory, string]>([
    ['Sales Accountant', 'accounting-finance', 'a profession beats a sector'],
    ['Accountant - Mining', 'accounting-finance', 'a profession beats a sector'],
    ['Medical Sales Representative', 'marketing-sales', 'a profession beats a sector'],
    ['Mine Electrician', 'construction-engineering', 'a trade beats where it is done'],
    ['UNICEF Driver', 'logistics-transport', 'a trade beats who employs it'],
    ['Mining Engineer', 'mining', 'an engineer takes the discipline beside it'],
    ['Civil Engineer', 'construction-engineering', 'an engineer takes the discipline'],
    ['Software Engineer', 'ict', 'an engineer takes the discipline beside it'],
    ['Engineer', 'construction-engineering', 'an engineer alone builds things'],
    ['Engineer (Mining)', 'mining', 'a discipline after a bracket beats a bare noun'],
    ['Electrical Engineer – Mine', 'construction-engineering', 'the first part wins a tie'],
    ['Mine Electrical Engineer', 'construction-engineering', 'the nearer modifier wins'],
    ['Mine Surveyor', 'mining', 'a surveyor takes the discipline beside it'],
    ['Land Surveyor', 'construction-engineering', 'a surveyor alone builds things'],
    ['Hotel Cashier', 'hospitality-tourism', 'a sector beats a bare job noun'],
    ['Payroll Administrator', 'accounting-finance', 'a sector beats a bare job noun'],
    ['Finance and Administration Officer', 'accounting-finance', 'administration is vague'],
    ['Mining Finance Manager', 'accounting-finance', 'the later of two sectors wins'],
    ['IT Security Officer', 'ict', '"IT security" is one phrase'],
    ['Receptionist/Accounts Clerk', 'admin-office', 'of two jobs, the first'],
    ['Driver/Mechanic', 'logistics-transport', 'of two jobs, the first'],
    ['Business Development Manager', 'marketing-sales', 'business development is selling'],
    ['Early Childhood Development Teacher', 'education', 'ECD is schooling'],
    ['Software Development Lead', 'ict', 'software development is ICT'],
    ['Tractor Driver', 'agriculture', 'a farm trade, not transport'],
    ['Winder Driver', 'mining', 'a mine trade, not transport'],
    ['Switchboard Operator', 'admin-office', 'not a machine operator'],
    ['Forklift Operator', 'logistics-transport', 'a sector beats a bare job noun'],
  ])('files %j under %s: %s', (title, category) => {
    expect(byTitle(title)).toBe(category)
  })

  it.each([
    'Health and Safety Officer',
    'Safety, Health and Environment Officer',
    'Manager',
    'General Hand',
    'Officer',
    'Team Leader',
  ])('finds no kind of work in %j alone', (title) => {
    expect(byTitle(title)).toBe('other')
  })

  it.each<[string, JobCategory]>([
    ['Nursery Attendant', 'other'],
    ['Guardian Reporter', 'other'],
    ['Itinerant Worker', 'other'],
    ['Doctorate Researcher', 'other'],
    ['Salesforce Administrator', 'admin-office'],
    ['Minerva Cook', 'hospitality-tourism'],
    ['Teachers', 'education'],
    ['Secretaries', 'admin-office'],
  ])('matches whole words only: %j is %s', (title, category) => {
    expect(byTitle(title)).toBe(category)
  })

  it.each<[string, JobCategory]>([
    ['ACCOUNTANT', 'accounting-finance'],
    ['Accountánt', 'accounting-finance'],
    ['  nurse\t', 'health'],
    ['🚚 Driver 🚚', 'logistics-transport'],
    ['', 'other'],
    ['!!!', 'other'],
    ['🎉🎉', 'other'],
  ])('copes with the odd title %j', (title, category) => {
    expect(byTitle(title)).toBe(category)
  })

  it('reads only the start of a very long title', () => {
    expect(byTitle(`Nurse ${'x '.repeat(50_000)}`)).toBe('health')
    expect(byTitle(`${'x '.repeat(50_000)}Nurse`)).toBe('other')
  })
})
