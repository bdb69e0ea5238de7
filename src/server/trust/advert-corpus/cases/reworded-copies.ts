/**
 * (a) Demo listings as they travel on WhatsApp: reworded by whoever forwarded them, with emoji,
 * *bold* marks, "Forwarded many times", shouting capitals, the official contact kept. Each must
 * match its listing with nothing to warn about.
 */
import type { CorpusCase } from '../corpus-case.ts'

const reworded = (name: string, listing: string, text: string): CorpusCase => ({
  name,
  category: 'reworded',
  text,
  verdicts: ['matches'],
  listing,
})

export const REWORDED_COPIES: readonly CorpusCase[] = [
  reworded(
    'mine surveyor, Mhofu Mining',
    'mhofu-mine-surveyor-zvishavane',
    `Forwarded many times
⛏️ *VACANCY: MINE SURVEYOR* ⛏️
*Mhofu Mining Company* (Zvishavane) is expanding its survey department 📐
✅ Diploma/Degree in Mine Surveying or Geomatics
✅ 3+ yrs underground experience
✅ AutoCAD, Surpac or Datamine
Competitive salary + mining allowance, company housing 🏠
👉 Apply online: https://careers.mhofu-mining.example/jobs/114
Share with your friends 🙏`,
  ),
  reworded(
    'M&E officer, Tinashe Health Trust',
    'tinashe-health-me-officer-masvingo',
    `📢📢 *JOB ALERT* 📢📢
_Tinashe Health Trust_ is recruiting a *Monitoring & Evaluation Officer* for its community health programme in Masvingo, Bikita and Zaka.
💰 USD 1,400/month, 12 month renewable contract
Requirements: degree in Stats/Public Health, 3 yrs M&E, KoboToolbox & DHIS2
📧 Send cover letter, CV & certified certificates to recruitment@tinashe-health.example
Subject: "M&E Officer - Masvingo"
Closing date: 1 December 2026`,
  ),
  reworded(
    'agronomist, Kurima Agro',
    'kurima-agronomist-marondera',
    `*KURIMA AGRO HOLDINGS IS HIRING* 🌱🌽
Position: AGRONOMIST (Marondera, Wedza & Hwedza)
Lead crop production support for smallholder tobacco and maize growers.
You need: Agriculture/Agronomy degree, 3 years tobacco experience, Class 4 licence, Shona & English.
Email CV + certified copies to recruitment@kurima-agro.example (job title in subject)
Forwarded`,
  ),
  reworded(
    'registered general nurse, Hope Springs',
    'hope-springs-registered-general-nurse-bulawayo',
    `🏥 NURSES WANTED IN BULAWAYO 🏥
Hope Springs Medical Centre needs *Registered General Nurses* for its wards.
✔ Registered with the Nursing Council of Zimbabwe
✔ 2 years hospital experience, BLS certificate
💵 USD 900 pm + on-call allowance
Apply here 👉 www.hopesprings-medical.example/careers/rgn-2025
Closes today!! Forward to any nurse you know 🙏🏾`,
  ),
  reworded(
    'grade 7 teacher, Greenwood Heights',
    'greenwood-heights-grade-7-teacher-harare',
    `Teachers, here is one for you 👩🏾‍🏫
*Greenwood Heights Junior School* (Harare northern suburbs) has a vacancy for a GRADE 7 class teacher from next term.
3 years experience, good ZIMSEC Grade 7 results, able to coach a sport.
Email cover letter, CV, certified certificates and 2 reference letters to headmaster@greenwood-heights.example`,
  ),
  reworded(
    'class 2 driver, Limpopo Freight',
    'limpopo-freight-driver-class-2-bulawayo',
    `🚚 *DRIVERS WANTED - BULAWAYO* 🚚
Limpopo Freight Logistics is recruiting experienced *Class 2 Drivers* for the Bulawayo depot.
Must have: class 2 licence + defensive driving cert, medical cert, police clearance, 3 yrs trucks 10t+
$450 + trip allowances
Hand deliver CV, licence, defensive cert and ID to the Transport Manager, 22 Fife Street, Bulawayo (8am-4pm weekdays)`,
  ),
  reworded(
    'loans officer, Mari Yedu',
    'mari-yedu-loans-officer-bindura',
    `BINDURA 📍 *LOANS OFFICER* needed at Mari Yedu Microfinance
Recruit and serve traders and farmers in Bindura and Mt Darwin.
Diploma in Banking/Finance, 1 yr microfinance, Class 3 motorbike licence.
USD 600 + commission 💸
CV to careers@mariyedu.example or drop it at Shop 3 Chipadze Shopping Centre.
They say applying is FREE 👍🏾`,
  ),
  reworded(
    'store manager, Baobab Supermarkets',
    'baobab-supermarkets-store-manager-mutare',
    `🛒 *STORE MANAGER - MUTARE* 🛒
Baobab Supermarkets wants an experienced Store Manager for their flagship Mutare shop.
5 yrs supermarket experience (2 as manager), stock control, retail POS.
Apply 👉 https://careers.baobab-supermarkets.example/store-manager-mutare
Open until filled`,
  ),
  reworded(
    'procurement officer, Eastern Highlands Water',
    'eastern-highlands-water-procurement-officer-mutare',
    `*EASTERN HIGHLANDS WATER AUTHORITY*
Invites applications for the post of *PROCUREMENT OFFICER* (Head Office, Mutare).
Degree in Purchasing & Supply, CIPS Diploma, PRAZ registered, 3 yrs public sector procurement, e-GP.
Hand deliver or post your CV and certified certificates marked "Procurement Officer" to The Human Resources Manager, 14 Herbert Chitepo Street, Mutare.
Closing date 19 December 2026`,
  ),
  reworded(
    'devops engineer, Mufaro Fintech',
    'mufaro-fintech-devops-engineer-remote',
    `💻 Remote tech job in Zim 🇿🇼
Mufaro Fintech is hiring a *DevOps Engineer* (fully remote within Zimbabwe)
Terraform, Kubernetes, CI/CD, PostgreSQL, Linux, Bash/Python
US$2,000 - US$3,000 per month 🔥
https://jobs.mufaro-fintech.example/devops-engineer`,
  ),
  reworded(
    'audit trainee, Moyo Chikore and Partners',
    'moyo-chikore-audit-trainee-harare',
    `Graduates 🎓 *AUDIT TRAINEES* wanted at Moyo Chikore & Partners Chartered Accountants, Harare
Training contract towards CA(Z). Accounting degree (2.1 preferred), 5 O-Levels incl. English & Maths.
USD 350/month
Email CV, transcript and certified certificates to trainees@moyochikore.example, subject "Audit Trainee"`,
  ),
  reworded(
    'livelihoods officer, Harvest Hope',
    'harvest-hope-livelihoods-officer-zvishavane',
    `NGO JOB 🌾 Harvest Hope Zimbabwe needs a *Livelihoods Officer* in Zvishavane (resilience project: small livestock, nutrition gardens, ISAL savings groups)
Agriculture / Animal Science degree + 2 years livelihoods experience
Cover letter + CV + 3 traceable referees ➡ jobs@harvesthope.example
Subject: Livelihoods Officer - Zvishavane`,
  ),
  reworded(
    'ECD teacher, Little Baobabs',
    'little-baobabs-ecd-teacher-harare',
    `👶🏾 Part-time *ECD Teacher* wanted in Mabelreign 👶🏾
Little Baobabs Early Learning Centre, mornings 8am-1pm, ECD A class. USD 400 per month.
Diploma/Certificate in ECD, 1 year experience with young children.
Email hello@littlebaobabs.example or drop your CV at 8 Lomagundi Road, Mabelreign`,
  ),
  reworded(
    'bank teller, Nhaka Building Society',
    'nhaka-building-society-bank-teller-chinhoyi',
    `🏦 *BANK TELLER VACANCY - CHINHOYI* 🏦
Nhaka Building Society, Chinhoyi branch
5 O-Levels + 2 A-Levels, Diploma in Banking/Accounting, 1 yr cash handling, Shona & English
Apply: https://www.nhaka-bs.example/careers/teller-chinhoyi
Forwarded as received`,
  ),
]
