/** Whole adverts, headings, requirements and footers included, as boards carry them. */
import { passage } from './passage.ts'

const parastatal = `VACANCY: ACCOUNTANT (Ref: ZINWA/ACC/2025)

Zimbabwe National Water Authority invites applications from suitably qualified persons to fill the above post.

QUALIFICATIONS AND EXPERIENCE
- Degree in Accounting
- 5 O Levels including Maths and English
- Clean driver's licence

HOW TO APPLY
Interested candidates should submit their applications with detailed CVs and certified copies of academic and professional certificates, national ID and birth certificate to:

The Human Resources Manager
ZINWA
P.O. Box CY 617
Causeway, Harare

or email: recruitment@zinwa.co.zw

Closing date: 14 March 2025

ZINWA is an equal opportunity employer. Tel: +263 242 700 000`

const agency = `**Sales Representative - Bulawayo**

Our client, a leading FMCG distributor, is looking for a Sales Rep.

**Requirements**
* Diploma in Sales and Marketing
* At least 2 years experience
* Own car an added advantage

**To apply** send your CV to jobs@talentzim.co.zw or WhatsApp 0783 456 789. Please indicate "Sales Rep Byo" as the subject.

Talent Zim Recruitment | 12 Josiah Tongogara St, Bulawayo | Tel 0292 888 999 | www.talentzim.co.zw`

const ngoDescription = `CARE International in Zimbabwe seeks a Field Officer for its livelihoods programme in Gokwe South.

## Key responsibilities
- Train farmer groups and keep their records
- Report monthly to the Programme Manager

CARE International is an equal opportunity employer.

CARE Zimbabwe, 2 Fleetwood Road, Alexandra Park, Harare. Tel: +263 242 708 115`

export const wholeAdvertPassages = [
  passage(
    "a parastatal's advert: post or email, its footer after the closing date",
    parastatal,
    [
      ['post', 'The Human Resources Manager, ZINWA, P.O. Box CY 617, Causeway, Harare'],
      ['email', 'recruitment@zinwa.co.zw'],
    ],
    {
      reference: 'ZINWA/ACC/2025',
      documents: [
        'CV',
        'Certified copies of academic certificates',
        'Certified copies of professional certificates',
        'Certified copy of national ID',
        'Certified copy of birth certificate',
      ],
    },
  ),
  passage(
    "an agency's advert: email or WhatsApp, its footer in one line",
    agency,
    [
      ['email', 'jobs@talentzim.co.zw'],
      ['whatsapp', '+263783456789'],
    ],
    { reference: 'Sales Rep Byo', documents: ['CV'] },
  ),
  passage(
    "an NGO's how-to-apply field and its description with the office's number",
    {
      applyText:
        'Interested candidates should send a cover letter, CV and three referees to zimjobs@careintl.org by 20 April 2025. Please quote "REF: CI-ZW-0425" in the subject line. Only shortlisted candidates will be contacted.',
      text: ngoDescription,
    },
    [['email', 'zimjobs@careintl.org']],
    { reference: 'REF: CI-ZW-0425', documents: ['Cover letter', 'CV', 'References'] },
  ),
  passage(
    'an application on the website',
    'Applications should be submitted online via our website www.econet.co.zw/careers. Late applications will not be considered.',
    [['link', 'https://www.econet.co.zw/careers']],
  ),
  passage(
    'a portal',
    'Submit applications through the Public Service Commission portal at https://psc.gov.zw/apply',
    [['link', 'https://psc.gov.zw/apply']],
  ),
  passage(
    'a small employer that gives a person to call',
    'Maid wanted urgently in Avondale. Must be honest and hardworking, with references. Call Mrs Ncube 0772 987 654.',
    [['phone', '+263772987654']],
  ),
] as const
