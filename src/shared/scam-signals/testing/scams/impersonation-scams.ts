/**
 * Adverts in the name of a state body, a big company or an NGO, answered from a free email
 * address, some with a fee as well.
 * Written for these tests; none is copied from a real site.
 */
import type { ScamCorpusEntry } from '../scam-adverts.ts'
import { makeAdvert } from '../make-advert.ts'

export const SCAM_IMPERSONATIONS: readonly ScamCorpusEntry[] = [
  {
    name: 'police constables from a gmail address, medical fee on reporting',
    caution: 'asks-for-payment',
    rules: ['free-mail-named-employer', 'fee-request', 'payment-demand'],
    advert: makeAdvert({
      title: 'ZRP Recruitment 2025: Constables',
      company: 'Zimbabwe Republic Police',
      location: 'Nationwide',
      description:
        'The Zimbabwe Republic Police is recruiting constables for the new intake. ' +
        'Send your CV, national ID and O level certificates to zrp.recruitment2025@gmail.com.\n\n' +
        'Shortlisted candidates will pay a USD 20 medical fee on reporting at Morris Depot.',
      requirements: '5 O levels including English and Maths. Aged 18 to 25.',
    }),
  },
  {
    name: 'prison officers from a gmail address',
    caution: 'free-mail-employer',
    rules: ['free-mail-named-employer'],
    advert: makeAdvert({
      title: 'Prison and Correctional Officers Intake',
      company: 'Zimbabwe Prisons and Correctional Service (ZPCS)',
      location: 'Harare',
      description:
        'ZPCS invites applications from suitably qualified young men and women to train as ' +
        'prison and correctional officers. Minimum of 5 O levels.',
      applyInstructions: 'Email your application letter and certificates to zpcsintake@yahoo.com',
    }),
  },
  {
    name: 'ministry internship, processing fee to an EcoCash merchant code',
    caution: 'asks-for-payment',
    rules: ['fee-request', 'mobile-money-payment', 'free-mail-named-employer'],
    advert: makeAdvert({
      title: 'Government Internship Programme 2025',
      company: 'Ministry of Higher and Tertiary Education',
      location: 'Harare',
      description:
        'Graduates are invited to join the national internship programme. Processing fee ' +
        'USD 25, pay through EcoCash merchant code 123456. Questions: mhte.internships@gmail.com',
    }),
  },
  {
    name: 'NGO field officers, facilitation fee, gmail address',
    caution: 'asks-for-payment',
    rules: ['fee-request', 'free-mail-named-employer'],
    advert: makeAdvert({
      title: 'Field Officers (20 posts) - World Vision',
      company: 'World Vision Zimbabwe',
      location: 'Masvingo',
      salary: 'USD 900 per month',
      description:
        'World Vision is recruiting field officers for a food security project in Masvingo. ' +
        'A facilitation fee of USD 40 applies to all shortlisted candidates. ' +
        'Send CVs to worldvisionzimjobs@gmail.com.',
    }),
  },
  {
    name: 'Econet call centre from a gmail address',
    caution: 'free-mail-employer',
    rules: ['free-mail-named-employer'],
    advert: makeAdvert({
      title: 'Customer Care Agents',
      company: 'Econet Wireless',
      location: 'Harare',
      description:
        'Econet is looking for customer care agents for its contact centre. Diploma in any ' +
        'field. Send your CV to econet.careers.zw@gmail.com by Friday.',
    }),
  },
  {
    name: 'Delta general hands from a yahoo address',
    caution: 'free-mail-employer',
    rules: ['free-mail-named-employer'],
    advert: makeAdvert({
      title: 'Delta Beverages: General Hands and Forklift Drivers',
      company: 'Delta Beverages Recruitment',
      location: 'Harare (Southerton)',
      description:
        'Delta Beverages is hiring general hands and forklift drivers for its Southerton plant. ' +
        'Send your CV and ID to deltarecruit@yahoo.com.',
    }),
  },
  {
    name: 'gmail address that claims OK Zimbabwe',
    caution: 'free-mail-employer',
    rules: ['free-mail-named-employer'],
    advert: makeAdvert({
      title: 'Cashiers and Packers',
      company: 'Recruitment Desk',
      location: 'Harare',
      description:
        'Cashiers and packers needed at supermarket branches in Harare. ' +
        'Send your CV to okzimbabwejobs@gmail.com.',
    }),
  },
  {
    name: 'nursing school intake, admission fee, gmail address',
    caution: 'asks-for-payment',
    rules: ['fee-request', 'free-mail-named-employer'],
    advert: makeAdvert({
      title: 'Student Nurses Intake - Parirenyatwa',
      company: 'Parirenyatwa Group of Hospitals',
      location: 'Harare',
      description:
        'Applications are invited for the student nurse intake. Admission fee USD 50 is ' +
        'payable on acceptance. Send applications to parirenyatwa.intake@gmail.com',
    }),
  },
]
