/** Adverts that take applications by email, as Zimbabwean employers write them. */
import { passage } from './passage.ts'

export const emailPassages = [
  passage(
    'CVs and certified copies to a vacancies address, quoting the position',
    'Interested candidates should send their CVs and certified copies of certificates to vacancies@company.co.zw quoting the position applied for in the subject line by 14 March 2025.',
    [['email', 'vacancies@company.co.zw']],
    { documents: ['CV', 'Certified copies of certificates'] },
  ),
  passage(
    'an address hidden from robots, quoting a reference',
    'Send applications to recruitment[at]example[dot]co.zw quoting reference ZW/HR/2024/17.',
    [['email', 'recruitment@example.co.zw']],
    { reference: 'ZW/HR/2024/17' },
  ),
  passage(
    'an address hidden with spaced brackets',
    'Candidates who meet the above requirements should submit their applications to recruitment (at) nust (dot) ac (dot) zw',
    [['email', 'recruitment@nust.ac.zw']],
  ),
  passage(
    'academic and professional certificates, emailed',
    'Applications, together with a detailed CV and certified copies of academic and professional certificates, should be emailed to hr@zimlogistics.co.zw not later than 30 June 2025.',
    [['email', 'hr@zimlogistics.co.zw']],
    {
      documents: [
        'CV',
        'Certified copies of academic certificates',
        'Certified copies of professional certificates',
      ],
    },
  ),
  passage(
    'the shortest form',
    'Email your CV to hr@company.co.zw',
    [['email', 'hr@company.co.zw']],
    {
      documents: ['CV'],
    },
  ),
  passage(
    'a label under a How to Apply heading',
    '## How to Apply\n\nE-mail: careers@mhofu.co.zw',
    [['email', 'careers@mhofu.co.zw']],
  ),
  passage(
    'a markdown mailto link',
    'Send your CV to [hr@kurima.co.zw](mailto:hr@kurima.co.zw?subject=Agronomist).',
    [['email', 'hr@kurima.co.zw']],
    { documents: ['CV'] },
  ),
  passage(
    'two addresses in one sentence',
    'Send applications to hr@mutapa.co.zw and copy recruitment@mutapa.co.zw.',
    [
      ['email', 'hr@mutapa.co.zw'],
      ['email', 'recruitment@mutapa.co.zw'],
    ],
  ),
  passage(
    'an advert in capitals',
    'EMAIL YOUR CV TO HR@DELTA.CO.ZW',
    [['email', 'hr@delta.co.zw']],
    { documents: ['CV'] },
  ),
  passage(
    'an underscore escaped by the markdown converter',
    'Send your CV to hr\\_team@econet.co.zw',
    [['email', 'hr_team@econet.co.zw']],
    { documents: ['CV'] },
  ),
  passage(
    'Ref: before the address',
    'Applications quoting Ref: NRZ/ENG/05/2025 should be sent to vacancies@nrz.co.zw.',
    [['email', 'vacancies@nrz.co.zw']],
    { reference: 'NRZ/ENG/05/2025' },
  ),
  passage(
    'the words to put in the subject line',
    'Email your CV to jobs@simbisa.co.zw with "Branch Manager - Gweru" in the subject line.',
    [['email', 'jobs@simbisa.co.zw']],
    { reference: 'Branch Manager - Gweru', documents: ['CV'] },
  ),
  passage(
    "a source's mailto: apply link and its subject",
    { applyUrl: 'mailto:jobs@nyaradzo.co.zw?subject=Ref%2012%2F2025', text: '' },
    [['email', 'jobs@nyaradzo.co.zw']],
    { reference: 'Ref 12/2025' },
  ),
  passage("a source's apply address field", { applyEmail: ' HR@Zesa.co.zw ' }, [
    ['email', 'hr@zesa.co.zw'],
  ]),
  passage(
    "the source's link first, then the address the text gives",
    {
      applyUrl: 'https://careers.econet.co.zw/jobs/4411',
      text: 'Apply online, or email your CV to talent@econet.co.zw.',
    },
    [
      ['link', 'https://careers.econet.co.zw/jobs/4411'],
      ['email', 'talent@econet.co.zw'],
    ],
    { documents: ['CV'] },
  ),
  passage(
    'an addressee and an address on the lines after a colon',
    'Send your application letter, CV and copies of certificates to:\nThe Human Resources Manager\nhr@cottco.co.zw',
    [['email', 'hr@cottco.co.zw']],
    { documents: ['Cover letter', 'CV', 'Certificates'] },
  ),
  passage(
    "a source's how-to-apply text with a subject line",
    {
      applyText:
        'Interested candidates should submit a cover letter and CV, both in English, to zimbabwe.jobs@hopecare.org with the subject line "Field Officer - Gokwe". Only shortlisted candidates will be contacted.',
    },
    [['email', 'zimbabwe.jobs@hopecare.org']],
    { reference: 'Field Officer - Gokwe', documents: ['Cover letter', 'CV'] },
  ),
  passage(
    'a résumé',
    'Please send your résumé to talent@cassava.co.zw',
    [['email', 'talent@cassava.co.zw']],
    { documents: ['CV'] },
  ),
  passage(
    'documents listed one per line, then the address',
    'Applications must include the following:\n- CV\n- Certified copy of national ID\n- Police clearance\n\nEmail applications to hr@tongaat.co.zw',
    [['email', 'hr@tongaat.co.zw']],
    { documents: ['CV', 'Certified copy of national ID', 'Police clearance'] },
  ),
  passage(
    'an email or a WhatsApp number',
    'Send your CV to hr@bakers-inn.co.zw or WhatsApp it to 0772 123 456.',
    [
      ['email', 'hr@bakers-inn.co.zw'],
      ['whatsapp', '+263772123456'],
    ],
    { documents: ['CV'] },
  ),
] as const
