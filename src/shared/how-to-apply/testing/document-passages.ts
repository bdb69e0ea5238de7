/** Adverts that ask for documents and a reference. */
import { passage } from './passage.ts'

export const documentPassages = [
  passage(
    'certified copies of school certificates and IDs',
    'Applicants should attach certified copies of O and A Level certificates, birth certificate and national ID.',
    [],
    {
      documents: [
        'Certified copy of O Level certificate',
        'Certified copy of A Level certificate',
        'Certified copy of birth certificate',
        'Certified copy of national ID',
      ],
    },
  ),
  passage(
    'a reference to quote on the application',
    'Quote Ref: MOHCC/HR/12/2025 on your application.',
    [],
    { reference: 'MOHCC/HR/12/2025' },
  ),
  passage('a vacancy number', 'Vacancy No. 05/2025: Accounts Assistant', [], {
    reference: '05/2025',
  }),
  passage('a reference number', 'Reference number: PSC-2025-0042', [], {
    reference: 'PSC-2025-0042',
  }),
  passage(
    'a payslip, proof of residence and photographs',
    'Attach a recent payslip, proof of residence and two passport-size photographs.',
    [],
    { documents: ['Payslip', 'Proof of residence', 'Passport photos'] },
  ),
  passage(
    "a nurse's practising certificate",
    'Nurses must submit a certified copy of their current practising certificate and a police clearance.',
    [],
    { documents: ['Certified copy of practising certificate', 'Police clearance'] },
  ),
  passage(
    'an application accompanied by letters and referees',
    'Applications should be accompanied by an application letter, CV, certified copies of educational certificates and names of three referees.',
    [],
    {
      documents: ['Cover letter', 'CV', 'Certified copies of academic certificates', 'References'],
    },
  ),
  passage(
    'a heading of required documents',
    "## Required documents\n\n- Curriculum Vitae\n- Copy of driver's licence\n- Testimonials",
    [],
    { documents: ['CV', "Driver's licence", 'Testimonials'] },
  ),
  passage(
    'a letter of application and transcripts',
    'Applicants should send a letter of application, CV and copies of academic transcripts.',
    [],
    { documents: ['Cover letter', 'CV', 'Academic transcript'] },
  ),
  passage(
    'three references are documents, not a reference',
    'Send your CV with three references to hr@pelhams.co.zw',
    [['email', 'hr@pelhams.co.zw']],
    { documents: ['CV', 'References'] },
  ),
  passage(
    'a reference code with digits like a phone number',
    'Apply quoting reference 0242/HR/2024/700000.',
    [],
    { reference: '0242/HR/2024/700000' },
  ),
  passage(
    "a source's own reference beats the text's",
    {
      reference: 'ZIMRA/2025/017',
      text: 'Email your CV to jobs@zimra.co.zw quoting Ref: ABC-123.',
    },
    [['email', 'jobs@zimra.co.zw']],
    { reference: 'ZIMRA/2025/017', documents: ['CV'] },
  ),
] as const
