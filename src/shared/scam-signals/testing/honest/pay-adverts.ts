/**
 * Pay: high NGO and mining pay that wants experience, modest pay for no experience,
 * internships, graduate trainees, salary lines that begin with "Pay", a consultancy fee.
 * Written for these tests; none is copied from a real site.
 */
import type { HonestCorpusEntry } from '../honest-adverts.ts'
import { makeAdvert } from '../make-advert.ts'

export const HONEST_PAY: readonly HonestCorpusEntry[] = [
  {
    name: 'UN programme manager, high pay, long experience',
    advert: makeAdvert({
      title: 'Programme Manager, Nutrition',
      company: 'UNICEF Zimbabwe',
      location: 'Harare',
      salary: 'USD 3,500 - 4,200 per month',
      description:
        'Lead the nutrition programme across 20 districts. Advanced university degree in ' +
        'Public Health or Nutrition and at least 8 years of progressively responsible ' +
        'experience. UNICEF does not charge a fee at any stage of the recruitment process.',
      jobLink: 'https://jobs.unicef.org/en-us/job/nutrition-manager-harare',
    }),
  },
  {
    name: 'NGO M&E officer, good pay with 3 years experience',
    advert: makeAdvert({
      title: 'Monitoring and Evaluation Officer',
      company: 'Zvandiri Trust',
      location: 'Harare',
      salary: 'USD 1,800 per month',
      description:
        'Design and run the M&E system for an adolescent HIV programme. Degree in Statistics ' +
        'or Social Sciences, 3 years of M&E experience. Email vacancies@zvandiri.org',
    }),
  },
  {
    name: 'general hand, no experience needed, modest pay, WhatsApp only',
    advert: makeAdvert({
      title: 'General Hand',
      company: 'Chitungwiza Brick Works',
      location: 'Chitungwiza',
      salary: 'USD 150/month',
      description:
        'General hand to load bricks and keep the yard clean. No experience needed; we train ' +
        'you on the job. WhatsApp 0778 901 234.',
    }),
  },
  {
    name: 'graduate internship with a stipend',
    advert: makeAdvert({
      title: 'Graduate Intern - Human Resources',
      company: 'TelOne',
      location: 'Harare',
      salary: 'Stipend USD 200 per month',
      description:
        'A 12-month internship in HR for a recent graduate. Degree in HR Management. ' +
        'No work experience required.',
      jobLink: 'https://www.telone.co.zw/careers/hr-intern',
    }),
  },
  {
    name: 'bank graduate trainee, USD 900, no work experience, degree required',
    advert: makeAdvert({
      title: 'Graduate Trainee Programme 2025',
      company: 'Stanbic Bank Zimbabwe',
      location: 'Harare',
      salary: 'USD 900 per month',
      description:
        'An 18-month rotation through the bank for recent graduates. No work experience ' +
        'required. A first or upper second class degree in any discipline. Stanbic Bank will ' +
        'never ask you to pay money to apply.',
      jobLink: 'https://www.stanbicbank.co.zw/careers/graduate-trainee',
    }),
  },
  {
    name: 'salary line that begins with "Pay:"',
    advert: makeAdvert({
      title: 'Storekeeper',
      company: 'Gweru Agricultural Supplies',
      location: 'Gweru',
      description:
        'Pay: USD 450 per month plus lunch. Keep stock records for seeds, fertiliser and ' +
        'chemicals. Email stores@gweruagri.co.zw',
    }),
  },
  {
    name: 'we pay competitive salaries',
    advert: makeAdvert({
      title: 'Electrician',
      company: 'Bulawayo Electrical Contractors',
      location: 'Bulawayo',
      description:
        'Qualified electrician with a trade test certificate. We pay USD 700 per month and ' +
        'overtime. Email jobs@byoelectrical.co.zw',
    }),
  },
  {
    name: 'salary line "Pay USD 600 + benefits"',
    advert: makeAdvert({
      title: 'Sales Executive',
      company: 'Bulawayo Motor Spares',
      location: 'Bulawayo',
      description:
        'Pay USD 600 + benefits. Sell spares to garages across Matabeleland. Email ' +
        'sales@byomotorspares.co.zw',
    }),
  },
  {
    name: 'NGO consultant with a daily consultancy fee',
    advert: makeAdvert({
      title: 'Consultant: Baseline Survey',
      company: 'Plan International Zimbabwe',
      location: 'Harare',
      description:
        'A consultant to run a baseline survey in three districts over 30 days. Consultancy ' +
        'fee: USD 300 per day. Masters degree and 7 years of survey experience.',
      jobLink: 'https://plan-international.org/zimbabwe/vacancies',
    }),
  },
  {
    name: 'commission sales agents, no experience, modest pay',
    advert: makeAdvert({
      title: 'Insurance Sales Agents',
      company: 'Old Mutual Zimbabwe',
      location: 'Masvingo',
      description:
        'Sell funeral and life cover. No experience needed: full training given. Basic plus ' +
        'commission, earn up to USD 600 per month. Email agency@oldmutual.co.zw',
    }),
  },
  {
    name: 'chef at a lodge, accommodation provided',
    advert: makeAdvert({
      title: 'Chef de Partie',
      company: 'Zambezi River Lodge',
      location: 'Victoria Falls',
      salary: 'USD 600 per month',
      description:
        'Chef de partie for a 40-room lodge. Accommodation and meals provided. Culinary ' +
        'diploma and 3 years in a hotel kitchen. Email chef.jobs@zambeziriverlodge.com',
    }),
  },
  {
    name: 'farm manager, high pay with experience',
    advert: makeAdvert({
      title: 'Farm Manager',
      company: 'Chegutu Tobacco Estates',
      location: 'Chegutu',
      salary: 'USD 1,200 per month',
      description:
        'Manage 300 hectares of tobacco and maize. Diploma in Agriculture and 5 years as a ' +
        'manager. House on the farm. Email estates@chegututobacco.co.zw',
    }),
  },
  {
    name: 'applicants with no experience need not apply',
    advert: makeAdvert({
      title: 'Senior Boilermaker',
      company: 'Hwange Colliery Company',
      location: 'Hwange',
      salary: 'USD 1,100 per month',
      description:
        'Senior boilermaker for the workshops. Applicants with no experience need not apply. ' +
        'Trade test class 1.',
      jobLink: 'https://www.hwangecolliery.co.zw/careers',
    }),
  },
]
