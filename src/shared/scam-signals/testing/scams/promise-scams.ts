/**
 * Promises and pressure: big pay for no experience, "you have been selected", "limited
 * slots", with only a phone number or WhatsApp to answer.
 * Written for these tests; none is copied from a real site.
 */
import type { ScamCorpusEntry } from '../scam-adverts.ts'
import { makeAdvert } from '../make-advert.ts'

export const SCAM_PROMISES: readonly ScamCorpusEntry[] = [
  {
    name: 'data capture from home, big pay, no experience',
    caution: 'too-good-to-be-true',
    rules: ['no-experience-high-pay', 'contact-by-phone-only'],
    advert: makeAdvert({
      title: 'Online Data Capturers (Work From Home)',
      company: 'Digital Jobs Zimbabwe',
      location: 'Anywhere in Zimbabwe',
      description:
        'Earn USD 1,200 per month typing from your phone. No experience needed, no ' +
        'qualifications required. Work your own hours. Apply: WhatsApp 0783 222 111.',
    }),
  },
  {
    name: 'mine general hands at USD 50 a day for no experience',
    caution: 'too-good-to-be-true',
    rules: ['no-experience-high-pay', 'contact-by-phone-only'],
    advert: makeAdvert({
      title: 'General Hands - Shurugwi Gold Mine',
      company: 'Shurugwi Mining Syndicate',
      location: 'Shurugwi',
      salary: 'USD 50 per day',
      description:
        'General hands wanted urgently at our gold mine. No experience required. ' +
        'Accommodation provided. Call Mr Ncube on 0715 987 654.',
    }),
  },
  {
    name: 'congratulations, you have been shortlisted, WhatsApp only',
    caution: 'contact-by-phone-only',
    rules: ['unsolicited-selection', 'contact-by-phone-only'],
    advert: makeAdvert({
      title: 'Drivers - Bulawayo Depot',
      company: 'National Haulage Company',
      location: 'Bulawayo',
      description:
        'Congratulations! You have been shortlisted for a driver position at our Bulawayo ' +
        'depot. WhatsApp 0772 000 111 with your full name to get your interview date.',
    }),
  },
  {
    name: 'security guards, limited slots, phone only',
    caution: 'contact-by-phone-only',
    rules: ['contact-by-phone-only', 'urgency'],
    advert: makeAdvert({
      title: 'Security Guards Wanted - Gweru',
      company: 'Midlands Guard Services',
      location: 'Gweru',
      salary: 'USD 200 per month',
      description:
        'Security guards wanted in Gweru and Kwekwe. Limited slots, first come first served. ' +
        'Call or WhatsApp 0719 555 444.',
    }),
  },
  {
    name: 'your CV has been selected, slots are limited',
    caution: 'too-good-to-be-true',
    rules: ['unsolicited-selection', 'urgency'],
    advert: makeAdvert({
      title: 'Bank Tellers - Mutare',
      company: 'Eastern Highlands Recruitment',
      location: 'Mutare',
      description:
        'Your CV has been selected for the final interview for teller posts in Mutare. ' +
        'Slots are limited, so confirm your attendance by email to interviews@eh-careers.com.',
    }),
  },
  {
    name: 'social media promoter, USD 60 a day, WhatsApp group link',
    caution: 'too-good-to-be-true',
    rules: ['no-experience-high-pay', 'contact-by-phone-only'],
    advert: makeAdvert({
      title: 'Social Media Promoters',
      company: 'Promo Hub',
      location: 'Remote',
      description:
        'Earn USD 60 per day liking and sharing posts. No experience. Anyone can apply. ' +
        'Join our group: https://chat.whatsapp.com/AbCdEf123',
    }),
  },
]
