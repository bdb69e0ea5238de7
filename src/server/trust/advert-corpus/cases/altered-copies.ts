/**
 * The reworded copies (a) altered the way scams alter a real advert:
 *
 * (c) a fee added and a number to pay it to, the rest as it was: caution, with the match named
 *     and both differences ("asks no fee", the number);
 * (d) one contact changed and nothing else: the address or site swapped for a look-alike or a
 *     free-mail one, or the office to hand in at swapped for a WhatsApp number: caution, with
 *     that difference.
 */
import type { CorpusCase } from '../corpus-case.ts'
import { REWORDED_COPIES } from './reworded-copies.ts'

/** Fee demands in the forms forwards carry them, each with its own number. */
const FEES = [
  '⚠️ Shortlisted candidates pay a USD 20 registration fee via EcoCash to 0773 555 012 (Mr Banda) to secure an interview.',
  'To confirm your application send $15 processing fee by E c o C a s h to 0719 333 245 then WhatsApp proof of payment.',
  'Registration fee: USD 10 payable by InnBucks to +263 78 444 0911.',
  'Pay $25 for your uniform and medical via Eco.Cash 0772-909-118 before reporting for duty.',
  'Application fee of USD 5 via OneMoney to 263-71-222-3344. Slots are limited!',
  'All applicants must pay a $30 training fee, EcoCash number 0777 101 202 (Mrs Dube).',
  'Send USD 12 for the interview booking to 0783 456 120 on EcoCash.',
]

export const FEE_AND_PHONE_COPIES: readonly CorpusCase[] = REWORDED_COPIES.map(
  (copy, index): CorpusCase => ({
    name: `${copy.name}, a fee and another number`,
    category: 'fee-and-phone',
    text: `${copy.text}\n${FEES[index % FEES.length] ?? ''}`,
    verdicts: ['caution'],
    listing: copy.listing,
    differences: ['The official advert asks no fee.', "The number to call is not the employer's"],
  }),
)

const EMAIL = "The email address is not the employer's"
const LINK = "The link is not the employer's"
const PHONE = "The number to call is not the employer's"

/** [listing, the official contact as the copy writes it, what replaces it, the difference] */
const CHANGES: readonly (readonly [string, string, string, string])[] = [
  [
    'mhofu-mine-surveyor-zvishavane',
    'https://careers.mhofu-mining.example/jobs/114',
    'https://mhofu-mining-careers.example/apply',
    LINK,
  ],
  [
    'tinashe-health-me-officer-masvingo',
    'recruitment@tinashe-health.example',
    'tinashehealth.recruitment@gmail.com',
    EMAIL,
  ],
  [
    'kurima-agronomist-marondera',
    'recruitment@kurima-agro.example',
    'recruitment@kurima-agro-holdings.example',
    EMAIL,
  ],
  [
    'hope-springs-registered-general-nurse-bulawayo',
    'www.hopesprings-medical.example/careers/rgn-2025',
    'bit.ly/hopesprings-nurses',
    LINK,
  ],
  [
    'greenwood-heights-grade-7-teacher-harare',
    'headmaster@greenwood-heights.example',
    'greenwoodheights.head@yahoo.com',
    EMAIL,
  ],
  [
    'limpopo-freight-driver-class-2-bulawayo',
    'Hand deliver CV, licence, defensive cert and ID to the Transport Manager, 22 Fife Street, Bulawayo (8am-4pm weekdays)',
    'WhatsApp your CV, licence and ID to the Transport Manager on 0775 123 987',
    PHONE,
  ],
  [
    'mari-yedu-loans-officer-bindura',
    'careers@mariyedu.example',
    'mariyedu.careers@outlook.com',
    EMAIL,
  ],
  [
    'baobab-supermarkets-store-manager-mutare',
    'https://careers.baobab-supermarkets.example/store-manager-mutare',
    'https://baobab-jobs-portal.example/register',
    LINK,
  ],
  [
    'eastern-highlands-water-procurement-officer-mutare',
    'Hand deliver or post your CV and certified certificates marked "Procurement Officer" to The Human Resources Manager, 14 Herbert Chitepo Street, Mutare.',
    'Email your CV and certified certificates to ehwa.procurement.jobs@gmail.com',
    EMAIL,
  ],
  [
    'mufaro-fintech-devops-engineer-remote',
    'https://jobs.mufaro-fintech.example/devops-engineer',
    'https://mufaro-fintech.jobs-apply.example/devops',
    LINK,
  ],
  [
    'moyo-chikore-audit-trainee-harare',
    'trainees@moyochikore.example',
    'trainees@moyo-chikore-partners.example',
    EMAIL,
  ],
  [
    'harvest-hope-livelihoods-officer-zvishavane',
    'jobs@harvesthope.example',
    'harvesthope.zim@gmail.com',
    EMAIL,
  ],
  [
    'little-baobabs-ecd-teacher-harare',
    'Email hello@littlebaobabs.example',
    'Call or WhatsApp 0716 404 505',
    PHONE,
  ],
  [
    'nhaka-building-society-bank-teller-chinhoyi',
    'https://www.nhaka-bs.example/careers/teller-chinhoyi',
    'https://nhaka-building-society.example/vacancies',
    LINK,
  ],
]

export const CHANGED_CONTACT_COPIES: readonly CorpusCase[] = CHANGES.map(
  ([listing, official, replacement, difference]): CorpusCase => {
    const copy = REWORDED_COPIES.find((entry) => entry.listing === listing)
    if (!copy?.text.includes(official)) {
      throw new Error(`The reworded copy of ${listing} does not hold "${official}"`)
    }
    return {
      name: `${copy.name}, ${official} changed`,
      category: 'changed-contact',
      text: copy.text.replace(official, replacement),
      verdicts: ['caution'],
      listing,
      differences: [difference],
    }
  },
)
