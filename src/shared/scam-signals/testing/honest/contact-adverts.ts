/**
 * Ways of applying: a phone beside a website, a small business with gmail, WhatsApp among
 * other channels, phone-only adverts with nothing else wrong, shortlisting lines.
 * Written for these tests; none is copied from a real site.
 */
import type { HonestCorpusEntry } from '../honest-adverts.ts'
import { makeAdvert } from '../make-advert.ts'

export const HONEST_CONTACTS: readonly HonestCorpusEntry[] = [
  {
    name: 'driver with a phone number and a website',
    advert: makeAdvert({
      title: 'Class 2 Driver',
      company: 'Swift Transport',
      location: 'Harare',
      description:
        'Class 2 driver for long-distance freight to Beitbridge and Chirundu. Defensive driving ' +
        'certificate and medical certificate. Call 0772 145 600 or apply at ' +
        'www.swifttransport.co.zw/jobs',
    }),
  },
  {
    name: 'hardware shop with a gmail address and WhatsApp',
    advert: makeAdvert({
      title: 'Shop Assistant',
      company: 'Tafadzwa Hardware',
      location: 'Mbare, Harare',
      salary: 'USD 180 per month',
      description:
        'Busy hardware shop in Mbare needs a shop assistant who can count and serve customers. ' +
        'Send your CV to tafadzwahardware@gmail.com or WhatsApp 0773 220 914.',
    }),
  },
  {
    name: 'hair salon with a gmail address',
    advert: makeAdvert({
      title: 'Hair Stylist',
      company: 'Kudzai Beauty Salon',
      location: 'Gweru',
      description:
        'Experienced hair stylist for braids, weaves and natural hair. Commission plus a ' +
        'basic wage. Email kudzaisalon@gmail.com with photos of your work.',
    }),
  },
  {
    name: 'bakery with a yahoo address',
    advert: makeAdvert({
      title: 'Baker',
      company: 'Dangamvura Bakery',
      location: 'Mutare',
      salary: 'USD 250 per month',
      description:
        'Baker for bread and confectionery, early shifts. Two years in a bakery. Apply to ' +
        'dangamvurabakery@yahoo.com.',
    }),
  },
  {
    name: 'WhatsApp as one of several channels',
    advert: makeAdvert({
      title: 'Receptionist',
      company: 'Avenues Dental Practice',
      location: 'Harare',
      description:
        'Receptionist for a busy dental practice. Apply by email to ' +
        'reception@avenuesdental.co.zw, WhatsApp 0712 654 321, or hand deliver your CV to ' +
        '14 Baines Avenue.',
    }),
  },
  {
    name: 'farm workers, wages paid via EcoCash',
    advert: makeAdvert({
      title: 'Farm Workers (Seasonal)',
      company: 'Mazowe Valley Farms',
      location: 'Mazowe',
      salary: 'USD 120 per month',
      description:
        'Seasonal farm workers for the citrus harvest. Wages paid via EcoCash every month. ' +
        'Accommodation on the farm. Call the farm office on 0772 404 555.',
    }),
  },
  {
    name: 'plumber, urgently required, phone only',
    advert: makeAdvert({
      title: 'Plumber Urgently Required',
      company: 'Avondale Property Maintenance',
      location: 'Harare',
      description:
        'Urgently required: plumber with own tools for maintenance of flats in Avondale. ' +
        'Call 0712 998 877.',
    }),
  },
  {
    name: 'domestic worker, WhatsApp and a suburb address',
    advert: makeAdvert({
      title: 'Domestic Worker (Live-in)',
      company: 'Private household',
      location: 'Borrowdale, Harare',
      salary: 'USD 200 per month',
      description:
        'Live-in domestic worker for a family of four. References from previous employers. ' +
        'WhatsApp 0783 110 220.',
    }),
  },
  {
    name: 'builders at a daily rate',
    advert: makeAdvert({
      title: 'Builders and Assistants',
      company: 'Ruwa Construction',
      location: 'Ruwa',
      description:
        'Builders at USD 25 per day and assistants at USD 12 per day. Trade test for builders. ' +
        'Call site manager 0774 556 778 or email ruwaconstruction@gmail.com',
    }),
  },
  {
    name: 'admin assistant with a closing date',
    advert: makeAdvert({
      title: 'Administration Assistant',
      company: 'Harare Institute of Technology',
      location: 'Harare',
      description:
        'Administration assistant for the registry. Diploma in Secretarial Studies. ' +
        'Applications close on 30 June. Only shortlisted candidates will be contacted.',
      applyInstructions: 'Email hr@hit.ac.zw with "Admin Assistant" in the subject.',
    }),
  },
  {
    name: '"if you are shortlisted, you will be contacted"',
    advert: makeAdvert({
      title: 'Laboratory Technician',
      company: 'Midlands State University',
      location: 'Gweru',
      description:
        'Laboratory technician for the chemistry department. If you are shortlisted, you will ' +
        'be contacted within two weeks. If you have not been contacted by then, consider your ' +
        'application unsuccessful.',
      applyInstructions: 'Apply at www.msu.ac.zw/vacancies',
    }),
  },
  {
    name: 'teacher, salary paid by bank transfer',
    advert: makeAdvert({
      title: 'ECD Teacher',
      company: 'Little Angels Pre-School',
      location: 'Gweru',
      description:
        'ECD teacher for a private pre-school. Salary paid by bank transfer on the 25th. ' +
        'Diploma in ECD and registration with the Teachers Council. Email ' +
        'littleangelsgweru@gmail.com',
    }),
  },
]
