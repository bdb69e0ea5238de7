/**
 * Jobs whose duties involve money: reconciling EcoCash, handling InnBucks and Mukuru,
 * processing bank transfers and application fees, paying suppliers, serving customers who pay.
 * Written for these tests; none is copied from a real site.
 */
import type { HonestCorpusEntry } from '../honest-adverts.ts'
import { makeAdvert } from '../make-advert.ts'

export const HONEST_MONEY_DUTIES: readonly HonestCorpusEntry[] = [
  {
    name: 'finance officer who reconciles EcoCash merchant payments',
    advert: makeAdvert({
      title: 'Finance Officer',
      company: 'Bulawayo Fresh Produce Market',
      location: 'Bulawayo',
      salary: 'USD 650 per month',
      description:
        'Duties:\n- Reconcile EcoCash merchant payments and bank statements daily\n' +
        '- Prepare monthly management accounts\n- Pay suppliers and follow up debtors\n\n' +
        'Diploma in Accounting and 2 years of experience. Email finance@bfpm.co.zw.',
    }),
  },
  {
    name: 'cashier handling InnBucks and Mukuru transfers',
    advert: makeAdvert({
      title: 'Cashier',
      company: 'Sakubva Supermarket',
      location: 'Mutare',
      salary: 'USD 280 per month',
      description:
        'Cashier handling InnBucks and Mukuru transfers, cash and swipe. Balance the till at ' +
        'the end of each shift. Call 020 206 4411 or email jobs@sakubvasupermarket.co.zw.',
    }),
  },
  {
    name: 'accounts assistant who processes bank transfers',
    advert: makeAdvert({
      title: 'Accounts Assistant',
      company: 'Mazowe Citrus Estates',
      location: 'Mazowe',
      description:
        'Process bank transfers, RTGS and ZIPIT payments to suppliers. Capture invoices and ' +
        'keep the creditors ledger up to date. Email hr@mazowecitrus.co.zw',
    }),
  },
  {
    name: 'accounts clerk processing application fees for a university',
    advert: makeAdvert({
      title: 'Accounts Clerk (Student Fees)',
      company: 'National University of Science and Technology',
      location: 'Bulawayo',
      description:
        'Accounts clerk processing application fees for a university: receipt application ' +
        'and registration fees, post them to student accounts, and reconcile the fees bank ' +
        'account weekly. Email registrar@nust.ac.zw.',
    }),
  },
  {
    name: 'EcoCash agent serving customers who send money',
    advert: makeAdvert({
      title: 'EcoCash and InnBucks Agent / Shop Attendant',
      company: 'Zengeza Mobile Money Kiosk',
      location: 'Chitungwiza',
      salary: 'USD 160 per month',
      description:
        'Serve customers sending and receiving money via EcoCash and InnBucks, sell airtime ' +
        'and keep the float book. Email zengezakiosk@gmail.com.',
    }),
  },
  {
    name: 'call centre agent who helps customers pay bills',
    advert: makeAdvert({
      title: 'Customer Support Agent',
      company: 'NetOne',
      location: 'Harare',
      description:
        'Help customers pay bills via OneMoney and resolve wallet queries by phone and chat. ' +
        'Diploma and 1 year in a call centre.',
      jobLink: 'https://www.netone.co.zw/careers',
    }),
  },
  {
    name: 'travel consultant who processes visas for clients',
    advert: makeAdvert({
      title: 'Travel Consultant',
      company: 'Sunshine Travel',
      location: 'Harare',
      description:
        'Process visa applications for clients and issue air tickets. Collect payments and ' +
        'issue receipts. IATA certificate an advantage. Email careers@sunshinetravel.co.zw',
    }),
  },
  {
    name: 'school bursar who collects fees and banks them',
    advert: makeAdvert({
      title: 'Bursar',
      company: 'St Mary’s Secondary School',
      location: 'Chinhoyi',
      description:
        'Collect school fees, make bank deposits daily and pay staff allowances. Keep the ' +
        'cash book and prepare the budget. Email stmaryschinhoyi@gmail.com',
    }),
  },
  {
    name: 'pharmacy assistant handling EcoCash and medical aid',
    advert: makeAdvert({
      title: 'Pharmacy Assistant',
      company: 'Greenwood Pharmacy',
      location: 'Harare',
      description:
        'Handle medical aid claims and cash payments via EcoCash and swipe. Pharmacy ' +
        'technician certificate. Email greenwoodpharmacy@gmail.com',
    }),
  },
  {
    name: 'hotel receptionist receiving bank transfers from guests',
    advert: makeAdvert({
      title: 'Front Office Receptionist',
      company: 'Mutare Hotel',
      location: 'Mutare',
      description:
        'Check guests in and out, take bookings and receive payments from guests by bank ' +
        'transfer and card. Diploma in Hospitality. Email frontoffice@mutarehotel.co.zw',
    }),
  },
  {
    name: 'microfinance loan officer, repayments via EcoCash',
    advert: makeAdvert({
      title: 'Loan Officer',
      company: 'Kupfuma Microfinance',
      location: 'Masvingo',
      description:
        'Disburse loans of up to USD 5,000 to small traders and collect repayments via ' +
        'EcoCash. Diploma in Banking and a motorbike licence. Email hr@kupfuma.co.zw',
    }),
  },
  {
    name: 'bank back office, deposits and transfers',
    advert: makeAdvert({
      title: 'Operations Officer',
      company: 'FBC Bank',
      location: 'Harare',
      description:
        'Process customer deposits and transfers up to USD 10,000 and authorise RTGS ' +
        'payments. Degree in Banking or Finance.',
      jobLink: 'https://www.fbc.co.zw/careers/operations-officer',
    }),
  },
  {
    name: 'accountant who pays suppliers and staff',
    advert: makeAdvert({
      title: 'Accountant',
      company: 'Gweru Hardware Group',
      location: 'Gweru',
      salary: 'USD 1,000 per month',
      description:
        'Pay suppliers and staff; prepare payroll and VAT returns. CA(Z) or ACCA part ' +
        'qualified. Email accounts@gweruhardware.co.zw',
    }),
  },
  {
    name: 'admissions officer who processes admission fees',
    advert: makeAdvert({
      title: 'Admissions Officer',
      company: 'Bulawayo Polytechnic',
      location: 'Bulawayo',
      description:
        'Process admission fees and student registrations; answer applicants’ questions. ' +
        'Email admissions@byopoly.ac.zw',
    }),
  },
  {
    name: 'cash transfer programme officer',
    advert: makeAdvert({
      title: 'Cash Transfer Programme Officer',
      company: 'World Food Programme',
      location: 'Binga',
      salary: 'USD 2,200 per month',
      description:
        'Manage mobile money transfers to beneficiaries through EcoCash and OneMoney; ' +
        'monitor distribution. Degree and 5 years of humanitarian cash experience.',
      jobLink: 'https://www.wfp.org/careers/job-openings',
    }),
  },
  {
    name: 'Mukuru branch teller',
    advert: makeAdvert({
      title: 'Branch Teller',
      company: 'Mukuru',
      location: 'Bulawayo',
      description:
        'Serve customers who send and receive money through Mukuru at our Bulawayo branch. ' +
        'Cash handling experience. Apply on www.mukuru.com/careers',
    }),
  },
  {
    name: 'tags and a job link only, fees mentioned in tags',
    advert: makeAdvert({
      title: 'Fees Clerk',
      company: 'Chisipite Senior School',
      location: 'Harare',
      description: 'Fees clerk to receipt and reconcile tuition and boarding fees.',
      tags: ['Accounts', 'Fees', 'Schools'],
      jobLink: 'https://www.chisipite.ac.zw/vacancies/fees-clerk',
    }),
  },
]
