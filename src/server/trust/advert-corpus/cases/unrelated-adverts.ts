/**
 * Adverts for jobs that are not among the listings: honest ones, and ones in the shapes scams
 * take here (a fee by EcoCash, a state body answering from gmail, big pay for no experience,
 * visa fees). Several are written to be hard: another employer with the same role as a listing,
 * an employer whose name begins like a listed one, a listed employer with a role it never
 * advertised. None may match a listing; "unknown" or "caution" are both honest answers, and
 * the scam-shaped ones must be "caution".
 */
import type { CorpusCase } from '../corpus-case.ts'

const unrelated = (name: string, text: string, scam = false): CorpusCase => ({
  name,
  category: 'unrelated',
  text,
  verdicts: scam ? ['caution'] : ['unknown', 'caution'],
  listing: null,
})

export const UNRELATED_ADVERTS: readonly CorpusCase[] = [
  unrelated(
    'accounts clerk at another hardware shop',
    'ACCOUNTS CLERK wanted at Chipo Hardware, Masvingo. Pastel experience. CV to admin@chipohardware.example',
  ),
  unrelated(
    'tollgate operators "at ZINARA" with a fee',
    `🚧 *ZINARA TOLLGATE OPERATORS* 🚧
No experience needed, $900 per month!! Form 4 with 5 O levels.
Register now: pay $20 registration fee via EcoCash to 0774 882 113 (Mr Sibanda). Limited slots!`,
    true,
  ),
  unrelated(
    'nurse aides with a registration fee',
    `Forwarded many times
Nurse aide posts at Parirenyatwa Hospital. Training provided.
Registration fee USD 15 via E-c-o-c-a-s-h 0783 999 120, send proof of payment to WhatsApp.`,
    true,
  ),
  unrelated(
    'a ministry intake from gmail',
    `MINISTRY OF HEALTH AND CHILD CARE
Nurse aide training intake 2027: send your CV and ID to mohcc.recruitment2027@gmail.com`,
    true,
  ),
  unrelated(
    'guards by WhatsApp, limited slots',
    'Security guards wanted in Bulawayo. Limited slots! WhatsApp 0712 345 678 with your name and ID.',
    true,
  ),
  unrelated(
    'merchandisers at an employer with no listing',
    'Delta Beverages is recruiting merchandisers for Harare. Apply through the Delta careers portal.',
  ),
  unrelated(
    'drivers at a firm named like a listed trust',
    'Tinashe Transport (Pvt) Ltd needs Class 4 drivers for its Harare routes. Call 0242 700 100.',
  ),
  unrelated(
    'sales executive at a firm named like a listed network',
    'Simba Motors Harare: Sales Executive for new and used vehicle sales. Email sales@simba-motors.example',
  ),
  unrelated(
    'a church named like a listed NGO',
    'Harvest Hope Church, Gweru: Youth Pastor (part time). Send your letter to office@harvesthopechurch.example',
  ),
  unrelated(
    'graduate trainees at a telecoms company',
    'Econet Wireless Graduate Trainee Programme 2027 now open. Apply online at www.econet-careers.example',
  ),
  unrelated(
    'data capturers at a supermarket named like a fintech',
    'Mufaro Supermarket, Chitungwiza: data capturers needed urgently. Bring your CV to the shop.',
  ),
  unrelated(
    'care work in the UK with a processing fee',
    `🇬🇧 CARE WORKERS NEEDED IN THE UK 🇬🇧 Visa sponsorship available!
Processing fee of USD 300 for your certificate of sponsorship, payable before the interview.
WhatsApp +44 7700 900123`,
    true,
  ),
  unrelated(
    'a listed employer, a role it never advertised',
    'Kurima Agro Holdings is looking for tractor drivers for the coming season. Apply at the Marondera depot.',
  ),
  unrelated(
    'a listed employer, another role, with a fee',
    'Baobab Supermarkets is hiring shelf packers at all branches. Pay a $5 application fee on EcoCash 0719 222 456 to be considered.',
    true,
  ),
  unrelated(
    'lecturer in accounting at a university not listed',
    'Great Zimbabwe University invites applications for Lecturer in Accounting. Apply at www.gzu-vacancies.example',
  ),
  unrelated(
    'receptionist at a dental surgery with gmail',
    'Receptionist needed at a busy Avondale dental surgery. Send CV to smiles.dental.hre@gmail.com',
  ),
  unrelated(
    'big pay for no experience at a gold mine',
    'Gold mine general hands needed in Kwekwe. No experience required, USD 1,500 per month. Call 0778 200 300 now.',
    true,
  ),
  unrelated(
    'hostile: prototype keys and tags as words',
    '<script>alert(1)</script> __proto__ constructor prototype toString hasOwnProperty <b>Vacancy</b>',
  ),
  unrelated(
    'a ministry advert that was never theirs',
    'Eastern Highlands Water Authority: Water Meter Readers needed in Mutare. Send CV to ehwa.meter.readers@gmail.com',
    true,
  ),
]
