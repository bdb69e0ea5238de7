/**
 * Jobs whose words sound like fees or travel papers: training officer, medical doctor,
 * uniform store, medicals paid by the mine, visas paid by an NHS trust, registration with a council.
 * Written for these tests; none is copied from a real site.
 */
import type { HonestCorpusEntry } from '../honest-adverts.ts'
import { makeAdvert } from '../make-advert.ts'

export const HONEST_HARD_WORDS: readonly HonestCorpusEntry[] = [
  {
    name: 'training officer who designs training programmes',
    advert: makeAdvert({
      title: 'Training Officer',
      company: 'Zimplats',
      location: 'Ngezi',
      description:
        'The Training Officer designs training programmes for underground crews, keeps ' +
        'training records and evaluates training needs. Degree in Education or HR and 3 years ' +
        'of experience.',
      jobLink: 'https://www.zimplats.com/careers/training-officer',
    }),
  },
  {
    name: 'medical doctor at a central hospital',
    advert: makeAdvert({
      title: 'Medical Doctor (Government Medical Officer)',
      company: 'Mpilo Central Hospital',
      location: 'Bulawayo',
      description:
        'Medical doctors are invited to apply for posts in the casualty and medical ' +
        'departments. MBChB and registration with the Medical and Dental Practitioners Council ' +
        'of Zimbabwe. Applications to the Clinical Director, hr@mpilo.gov.zw.',
    }),
  },
  {
    name: 'uniform store supervisor',
    advert: makeAdvert({
      title: 'Uniform Store Supervisor',
      company: 'Edgars Stores',
      location: 'Harare',
      description:
        'Supervise our school uniform store through the January rush: stock, staff rosters, ' +
        'cashing up and customer orders. Retail experience of 3 years.',
      jobLink: 'https://www.edgars.co.zw/careers',
    }),
  },
  {
    name: 'clinic nurse, medical examination required',
    advert: makeAdvert({
      title: 'Clinic Nurse',
      company: 'Unki Mine',
      location: 'Shurugwi',
      description:
        'Clinic nurse for the mine clinic. You will be required to undergo a medical ' +
        'examination before appointment, at the company’s cost.',
      jobLink: 'https://www.angloamerican.com/careers/unki-clinic-nurse',
    }),
  },
  {
    name: 'mine with employer-paid medicals and uniforms',
    advert: makeAdvert({
      title: 'Plant Operators',
      company: 'Caledonia Blanket Mine',
      location: 'Gwanda',
      salary: 'USD 750 per month',
      description:
        'Plant operators for the CIL plant. Medicals and uniforms are paid for by the company. ' +
        'Certificate in Metallurgy and 2 years on a gold plant.',
      jobLink: 'https://www.caledoniamining.com/careers',
    }),
  },
  {
    name: 'tailor at a school uniform factory',
    advert: makeAdvert({
      title: 'Machinists',
      company: 'Bulawayo Uniform Manufacturers',
      location: 'Bulawayo',
      description:
        'Industrial machinists to sew school uniforms. Piece-rate pay averaging USD 300 a month. ' +
        'Trade test an advantage. Apply in person at 9 Plumtree Road, Belmont.',
    }),
  },
  {
    name: 'UK nurses, visa and flights paid for by the employer',
    advert: makeAdvert({
      title: 'Registered Nurses for the UK',
      company: 'Thames Valley NHS Trust',
      location: 'United Kingdom',
      description:
        'Registered nurses with NMC registration or eligibility. Visa, certificate of ' +
        'sponsorship and flights are paid for by the employer. No fees are charged to ' +
        'candidates.',
      jobLink: 'https://www.jobs.nhs.uk/candidate/jobadvert/international-nurses',
    }),
  },
  {
    name: 'security guard with registration',
    advert: makeAdvert({
      title: 'Security Guards',
      company: 'Safeguard Security',
      location: 'Bulawayo',
      salary: 'USD 180/month',
      description:
        'Security guards for industrial sites. Must be registered with the Zimbabwe Republic ' +
        'Police as a security guard and hold a first aid certificate. Walk in at 22 Khami Road ' +
        'with your CV, or call 029 226 1188.',
    }),
  },
  {
    name: 'maths teacher, high school',
    advert: makeAdvert({
      title: 'Mathematics Teacher (A Level)',
      company: 'Milton High School',
      location: 'Bulawayo',
      description:
        'Teach Mathematics to Form 5 and 6. Degree in Mathematics with a teaching ' +
        'qualification. Salary per government scale. Email the head at head@miltonhigh.ac.zw.',
    }),
  },
  {
    name: 'mining engineer',
    advert: makeAdvert({
      title: 'Mining Engineer',
      company: 'Mimosa Mining Company',
      location: 'Zvishavane',
      salary: 'USD 2,800 per month',
      description:
        'Plan and supervise underground development. BSc Mining Engineering, Government ' +
        'Certificate of Competency, 5 years of experience.',
      jobLink: 'https://www.mimosa.co.zw/careers',
    }),
  },
  {
    name: 'revenue officer at the tax authority',
    advert: makeAdvert({
      title: 'Revenue Officer',
      company: 'ZIMRA',
      location: 'Beitbridge',
      description:
        'Assess duty and taxes on imports at Beitbridge border post. Degree in Accounting, ' +
        'Economics or Law. Applications through the ZIMRA website only.',
      jobLink: 'https://www.zimra.co.zw/careers',
    }),
  },
  {
    name: 'church administrator with a gmail address',
    advert: makeAdvert({
      title: 'Church Administrator',
      company: 'Harvest Ministry International',
      location: 'Gweru',
      description:
        'Administrator for the church office: minutes, bookings and the members’ register. ' +
        'Email harvestministrygweru@gmail.com',
    }),
  },
]
