/**
 * Local jobs that ask for a fee or a sum: registration, uniform, medical and vetting fees,
 * sent by EcoCash, InnBucks, Mukuru, OneMoney, a bank deposit or airtime.
 * Written for these tests; none is copied from a real site.
 */
import type { ScamCorpusEntry } from '../scam-adverts.ts'
import { makeAdvert } from '../make-advert.ts'

export const SCAM_FEES: readonly ScamCorpusEntry[] = [
  {
    name: 'shop assistants, registration fee by EcoCash',
    caution: 'asks-for-payment',
    rules: ['fee-request', 'payment-demand', 'mobile-money-payment', 'contact-by-phone-only'],
    advert: makeAdvert({
      title: 'Shop Assistants x40 (Harare and Chitungwiza)',
      company: 'Leading Supermarket Chain',
      location: 'Harare',
      salary: 'USD 350 per month plus allowances',
      description:
        'We are recruiting 40 shop assistants for our new branches in Harare and Chitungwiza.\n\n' +
        'To secure your place, pay the USD 15 registration fee via EcoCash to 0773 456 789 ' +
        '(T. Moyo) and send proof of payment on WhatsApp.',
    }),
  },
  {
    name: 'the tricky sentence: do not delay, pay today',
    caution: 'asks-for-payment',
    rules: ['fee-request', 'payment-demand', 'mobile-money-payment'],
    advert: makeAdvert({
      title: 'Till Operators - Bulawayo CBD',
      company: 'Bulawayo Wholesalers',
      location: 'Bulawayo',
      description:
        'Till operators wanted for a busy wholesaler in Bulawayo. Interviews start Monday. ' +
        'Do not delay, pay the $10 registration fee today via EcoCash. ' +
        'Send your name and ID number to jobs@byo-wholesale-careers.com after paying.',
    }),
  },
  {
    name: 'call centre, pay USD 75 via InnBucks for the training pack',
    caution: 'asks-for-payment',
    rules: ['payment-demand', 'mobile-money-payment'],
    advert: makeAdvert({
      title: 'Call Centre Agents (Harare)',
      company: 'Contact Solutions Africa',
      location: 'Harare',
      salary: 'USD 400 per month',
      description:
        'We are hiring 25 call centre agents for a telecoms client. Two weeks of training. ' +
        'Pay USD 75 via InnBucks to receive your training pack and start date.\n' +
        'Apply at www.contactsolutions-africa.com',
    }),
  },
  {
    name: 'teaching in South Africa, send rand by Mukuru',
    caution: 'asks-for-payment',
    rules: ['payment-demand', 'mobile-money-payment'],
    advert: makeAdvert({
      title: 'Maths and Science Teachers for South Africa',
      company: 'SA Teach Placements',
      location: 'Johannesburg, South Africa',
      description:
        'Qualified teachers needed in Gauteng schools. Send R1500 via Mukuru for placement ' +
        'processing, then email your certificates to placements@sateach-agency.co.za.',
      requirements: 'Teaching diploma or degree in Mathematics or Science.',
    }),
  },
  {
    name: 'guards, uniform fee payable via OneMoney',
    caution: 'asks-for-payment',
    rules: ['fee-request', 'mobile-money-payment'],
    advert: makeAdvert({
      title: 'Security Guards (Harare)',
      company: 'Shield Security Services',
      location: 'Harare',
      salary: 'USD 220 per month',
      description:
        'Shield Security is recruiting guards for shopping centres in Harare. ' +
        'A uniform fee of USD 30 is payable via One Money before deployment. ' +
        'Email shieldsecurityzw@gmail.com.',
    }),
  },
  {
    name: 'nurse aides, application fee into a bank account',
    caution: 'asks-for-payment',
    rules: ['fee-request', 'mobile-money-payment'],
    advert: makeAdvert({
      title: 'Nurse Aides - Private Hospital, Bulawayo',
      company: 'Matabeleland Medical Centre',
      location: 'Bulawayo',
      description:
        'A private hospital in Bulawayo needs 12 nurse aides. Application fee USD 10; deposit ' +
        'it into account number 1002345678 (CABS, Fort Street) and email the slip to ' +
        'mmc.nurses@hotmail.com.',
    }),
  },
  {
    name: 'learner drivers pay for training and uniform',
    caution: 'asks-for-payment',
    rules: ['fee-request', 'payment-demand'],
    advert: makeAdvert({
      title: 'Bus Drivers (Training Provided)',
      company: 'Inter-City Coaches',
      location: 'Gweru',
      description:
        'Become a bus driver in six weeks. Successful candidates pay for their training and ' +
        'uniform, a once-off USD 120. Send USD 20 deposit to hold your place. ' +
        'Email admissions@intercity-driving.co.zw.',
    }),
  },
  {
    name: 'mine workers, medical fee payable at a clinic',
    caution: 'asks-for-payment',
    rules: ['fee-request'],
    advert: makeAdvert({
      title: 'Underground Mine Workers - Zvishavane',
      company: 'Great Dyke Mining Contractors',
      location: 'Zvishavane',
      salary: 'USD 450 per month',
      description:
        'Mine workers needed for a platinum contractor. Medical fee USD 35 payable at our ' +
        'partner clinic before you start. Apply on www.greatdyke-contractors.com/jobs',
    }),
  },
  {
    name: 'interview booking: send airtime',
    caution: 'asks-for-payment',
    rules: ['payment-demand', 'contact-by-phone-only'],
    advert: makeAdvert({
      title: 'Receptionists - Harare Hotels',
      company: 'Hospitality Staffing',
      location: 'Harare',
      description:
        'Receptionists wanted for hotels in Harare. To book an interview, send US$5 airtime ' +
        'to 0774 321 987 and then text your name.',
    }),
  },
  {
    name: 'kindly pay your vetting fee via Mukuru, curly apostrophes',
    caution: 'asks-for-payment',
    rules: ['fee-request', 'mobile-money-payment'],
    advert: makeAdvert({
      title: 'Cash-in-Transit Crew',
      company: 'SecureCash Logistics',
      location: 'Harare',
      description:
        'You’ll be part of a cash-in-transit crew. Don’t miss out! Kindly pay your ' +
        '$20 vetting fee via Mukuru to our Harare office.',
      applyInstructions: 'Email securecash.hr@gmail.com with your CV.',
    }),
  },
  {
    name: 'requirements list a registration fee',
    caution: 'asks-for-payment',
    rules: ['fee-request'],
    advert: makeAdvert({
      title: 'Cleaners - Victoria Falls Lodges',
      company: 'Falls Hospitality Services',
      location: 'Victoria Falls',
      description: 'Cleaners and gardeners for lodges in Victoria Falls.',
      requirements: 'CV, copy of ID, two passport photos and the registration fee.',
      applyInstructions: 'Email vfhospitality@gmail.com',
    }),
  },
  {
    name: 'refund promised with first salary',
    caution: 'asks-for-payment',
    rules: ['fee-request'],
    advert: makeAdvert({
      title: 'Sales Reps - Masvingo',
      company: 'Great Zimbabwe Distributors',
      location: 'Masvingo',
      description:
        'Sales reps needed in Masvingo. A joining fee of USD 25 is required and will be ' +
        'refunded with your first salary. Email gzdistributors@gmail.com.',
    }),
  },
]
