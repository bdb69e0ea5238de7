/**
 * Employers' own warnings: "We never charge fees", "free of charge", "beware of fraudsters
 * asking for money", "never pay, send or deposit money via EcoCash".
 * Written for these tests; none is copied from a real site.
 */
import type { HonestCorpusEntry } from '../honest-adverts.ts'
import { makeAdvert } from '../make-advert.ts'

export const HONEST_DISCLAIMERS: readonly HonestCorpusEntry[] = [
  {
    name: 'Delta sales rep with the no-fee disclaimer',
    advert: makeAdvert({
      title: 'Sales Representative - Bulawayo',
      company: 'Delta Corporation',
      location: 'Bulawayo',
      description:
        'Delta seeks a sales representative for its Bulawayo depot. You will grow volumes in ' +
        'your route, manage outlet credit and report weekly.\n\n' +
        'Delta does not charge any fee at any stage of recruitment.',
      jobLink: 'https://www.delta.co.zw/careers/sales-representative-bulawayo',
      requirements: 'Degree in Marketing or Business. Clean Class 4 driver’s licence.',
    }),
  },
  {
    name: 'bank teller, "We never charge fees."',
    advert: makeAdvert({
      title: 'Bank Teller (Fixed Term)',
      company: 'CBZ Bank',
      location: 'Gweru',
      description:
        'Serve customers at the Gweru branch: cash deposits and withdrawals, transfers and ' +
        'account queries. We never charge fees. Send your CV to recruitment@cbz.co.zw.',
    }),
  },
  {
    name: 'NGO with free-of-charge and fraudster warnings',
    advert: makeAdvert({
      title: 'Child Protection Officer',
      company: 'World Vision Zimbabwe',
      location: 'Mutare',
      salary: 'USD 1,600 per month',
      description:
        'Lead child protection work in Manicaland districts. At least 4 years of experience in ' +
        'child protection or social work.\n\nRecruitment is free of charge. Beware of fraudsters ' +
        'asking for money.',
      applyInstructions: 'Apply through https://careers.wvi.org by 15 July.',
    }),
  },
  {
    name: 'telecoms graduate post, "We do not ask for money at any stage"',
    advert: makeAdvert({
      title: 'Network Engineer (Graduate)',
      company: 'Econet Wireless',
      location: 'Harare',
      description:
        'Join the radio network team. BSc in Electrical or Telecommunications Engineering. ' +
        'We do not ask for money at any stage of our recruitment process.',
      jobLink: 'https://www.econet.co.zw/careers/network-engineer-graduate',
    }),
  },
  {
    name: 'supermarket cashier with "report anyone asking for money"',
    advert: makeAdvert({
      title: 'Cashiers',
      company: 'OK Zimbabwe',
      location: 'Kwekwe',
      description:
        'Cashiers for our Kwekwe branch. OK Zimbabwe does not charge any recruitment fees. ' +
        'Report anyone asking for money to our security team.',
      jobLink: 'https://www.okziminvestor.com/careers/cashiers-kwekwe',
    }),
  },
  {
    name: 'nurse at a central hospital, official email',
    advert: makeAdvert({
      title: 'Registered General Nurse',
      company: 'Parirenyatwa Group of Hospitals',
      location: 'Harare',
      description:
        'Registered general nurses for the surgical wards. Current practising certificate. ' +
        'Send applications to recruitment@parirenyatwa.co.zw. Parirenyatwa does not require ' +
        'payment of any kind from applicants.',
    }),
  },
  {
    name: 'IT startup with a gmail address and a no-fee line',
    advert: makeAdvert({
      title: 'IT Support Technician',
      company: 'TechHub Bulawayo',
      location: 'Bulawayo',
      description:
        'Support laptops, printers and networks for small offices. A+ or similar certificate. ' +
        'There is no application fee. Send your CV to techhubbyo@gmail.com',
    }),
  },
  {
    name: 'candidates will not be asked to pay any fee; do not send money',
    advert: makeAdvert({
      title: 'Community Health Worker',
      company: 'Médecins Sans Frontières',
      location: 'Epworth',
      description:
        'Community health workers for a TB programme in Epworth. Candidates will not be asked ' +
        'to pay any fee at any stage. Do not send money to anyone who offers you this job.',
      jobLink: 'https://www.msf.org/jobs/epworth-chw',
    }),
  },
  {
    name: 'warning that names EcoCash registration fees',
    advert: makeAdvert({
      title: 'Warehouse Supervisor',
      company: 'Innscor Distribution',
      location: 'Harare',
      description:
        'Supervise a team of 20 in our Workington warehouse. Beware of fraudsters who ask ' +
        'applicants to pay registration fees via EcoCash.',
      jobLink: 'https://www.innscorafrica.com/careers',
    }),
  },
  {
    name: 'never pay, send or deposit money',
    advert: makeAdvert({
      title: 'Field Enumerator',
      company: 'ZIMSTAT',
      location: 'Gokwe',
      description:
        'Enumerators for a household survey in Gokwe. No fees are charged. Applicants should ' +
        'never pay, send or deposit money via EcoCash or any other means.',
      jobLink: 'https://www.zimstat.co.zw/vacancies',
    }),
  },
  {
    name: 'conditional warning: if anyone asks you to pay, report it',
    advert: makeAdvert({
      title: 'Credit Officer',
      company: 'Bindura Farmers Credit Union',
      location: 'Bindura',
      description:
        'Assess and follow up loans to farmers in Mashonaland Central. Motorbike provided.\n\n' +
        'Applying costs nothing. If anyone asks you to pay for a form, a medical or a ' +
        '"registration fee", report it to our head office in Bindura.',
      applyInstructions: 'Email jobs@binduracredit.co.zw',
    }),
  },
]
