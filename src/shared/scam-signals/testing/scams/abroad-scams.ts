/**
 * Work abroad with the visa, work permit, certificate of sponsorship or ticket put on the
 * applicant.
 * Written for these tests; none is copied from a real site.
 */
import type { ScamCorpusEntry } from '../scam-adverts.ts'
import { makeAdvert } from '../make-advert.ts'

export const SCAM_ABROAD: readonly ScamCorpusEntry[] = [
  {
    name: 'UK care work, certificate of sponsorship fee',
    caution: 'asks-for-payment',
    rules: ['overseas-fee', 'contact-by-phone-only'],
    advert: makeAdvert({
      title: 'Care Assistants Needed in the United Kingdom',
      company: 'Global Care Placements',
      location: 'United Kingdom',
      salary: 'GBP 11.44 per hour',
      description:
        'Care homes in England are hiring care assistants from Zimbabwe. Visa sponsorship. ' +
        'Certificate of sponsorship fee USD 2,500 payable before visa processing. ' +
        'No IELTS required. WhatsApp +263 77 812 3456 for the forms.',
    }),
  },
  {
    name: 'Dubai hotel jobs, applicant pays visa and ticket',
    caution: 'asks-for-payment',
    rules: ['overseas-fee', 'no-experience-high-pay'],
    advert: makeAdvert({
      title: 'Hotel Jobs in Dubai - Housekeepers, Waiters, Cleaners',
      company: 'Gulf Star Recruitment',
      location: 'Dubai, UAE',
      salary: 'USD 1,800 per month',
      description:
        'Five star hotels in Dubai need staff. No experience needed, training given on arrival. ' +
        'Candidates pay for their own visa and air ticket, USD 650, through our Harare agent. ' +
        'Email gulfstarjobs@outlook.com.',
    }),
  },
  {
    name: 'Canada farm work, permit processing by bank transfer',
    caution: 'asks-for-payment',
    rules: ['overseas-fee', 'mobile-money-payment'],
    advert: makeAdvert({
      title: 'Farm Workers Needed in Canada',
      company: 'Maple Leaf Migration Services',
      location: 'Canada',
      salary: 'CAD 17 per hour',
      description:
        'Fruit farms in Canada need seasonal workers. Work permit processing costs USD 1,200; ' +
        'send the money to our agent by bank transfer. Email apply@mapleleaf-migration.com',
    }),
  },
  {
    name: 'Poland warehouse, big pay, visa fee through Eco Cash',
    caution: 'asks-for-payment',
    rules: ['overseas-fee', 'mobile-money-payment', 'no-experience-high-pay'],
    advert: makeAdvert({
      title: 'Warehouse Packers in Poland',
      company: 'EuroWork Agency',
      location: 'Warsaw, Poland',
      description:
        'Earn USD 2,000/month packing parcels in Poland, no experience. The visa fee of USD ' +
        '300 is paid through Eco Cash to our coordinator. Email eurowork.agency@gmail.com',
    }),
  },
]
