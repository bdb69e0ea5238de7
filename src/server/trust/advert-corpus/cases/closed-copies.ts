/**
 * (e) Listings that have closed, forwarded on as if open: their deadline passed, or the employer
 * marked one filled, or its source stopped listing it. Each still matches (it is the employer's
 * own advert), and the difference says it closed and how.
 */
import type { CorpusCase } from '../corpus-case.ts'

const closed = (name: string, listing: string, text: string, difference: string): CorpusCase => ({
  name,
  category: 'closed',
  text,
  verdicts: ['matches'],
  listing,
  differences: [difference],
})

export const CLOSED_COPIES: readonly CorpusCase[] = [
  closed(
    'accounts clerk, closed 17 November',
    'dzimbahwe-hardware-accounts-clerk-gweru',
    `*ACCOUNTING CLERK WANTED - GWERU* 📊
Dzimbahwe Hardware Wholesalers needs a reliable accounts clerk for its head office.
Sage Pastel, bank recs, VAT/PAYE. USD 500 pm.
CV to jobs@dzimbahwe-hardware.example, subject "Accounts Clerk"`,
    'The official advert closed on Tuesday 17 November 2026.',
  ),
  closed(
    'hotel receptionist, closed 24 November',
    'nyanga-valley-front-office-receptionist-mutare',
    `Forwarded many times
🏨 Nyanga Valley Hotels (Mutare city hotel) - FRONT OFFICE RECEPTIONIST
Hospitality certificate, 1 yr front office, Opera an advantage. $350/month
Apply https://www.nyanga-valley-hotels.example/careers/front-office-mutare`,
    'The official advert closed on Tuesday 24 November 2026.',
  ),
  closed(
    'irrigation technician, closed 14 November',
    'lowveld-irrigation-technician-chinhoyi',
    'Lowveld Irrigation Solutions Chinhoyi wants an irrigation technician 💧 (centre pivots, drip). CV to hr@lowveld-irrigation.example',
    'The official advert closed on Saturday 14 November 2026.',
  ),
  closed(
    'A-level chemistry teacher, closed 11 November',
    'mutemwa-college-a-level-chemistry-teacher-marondera',
    `Science teachers 🧪 Mutemwa Christian College (Marondera) needs an *A Level Chemistry Teacher*, boarding school, live on campus.
Letter, CV, certified certs to admin@mutemwa-college.example`,
    'The official advert closed on Wednesday 11 November 2026.',
  ),
  closed(
    'finance manager, closed 19 November',
    'kurima-finance-manager-harare',
    'KURIMA AGRO HOLDINGS - FINANCE MANAGER (Harare head office). CA(Z)/ACCA/CIMA, 5 yrs PQE. USD 36,000 p.a. Apply: https://careers.kurima-agro.example/jobs/finance-manager',
    'The official advert closed on Thursday 19 November 2026.',
  ),
  closed(
    'fibre technicians, closed 27 November',
    'simba-fibre-installation-technician-harare',
    `📡 Simba Fibre Networks needs *Fibre Installation Technicians* in Harare (FTTH, splicing, OTDR)
Apply 👉 careers.simba-fibre.example/jobs/ftth-technician`,
    'The official advert closed on Friday 27 November 2026.',
  ),
  closed(
    'IT support technician, filled',
    'pamwe-it-support-technician-bulawayo',
    'Pamwe IT Solutions Bulawayo is looking for an IT Support Technician (helpdesk + field). Apply at www.pamwe-it.example/careers/it-support',
    'The job has been filled',
  ),
  closed(
    'QA officer, withdrawn',
    'mukwa-foods-quality-assurance-officer-bulawayo',
    '🍞 Mukwa Foods (Bulawayo) - Quality Assurance Officer wanted. Food Science degree, HACCP, 2 yrs QA. USD 900.',
    'the employer no longer lists it',
  ),
]
