/**
 * (b) Demo listings cut down to a few lines, as people retype them into a group chat: the role,
 * the employer, maybe the town, often no contact at all, words shortened ("Med Lab") or run
 * together ("shiftboss"). Each must match its listing. One says another closing day than the
 * official one: still a match, with the official day named.
 */
import type { CorpusCase } from '../corpus-case.ts'

const shortened = (
  name: string,
  listing: string,
  text: string,
  differences?: readonly string[],
): CorpusCase => ({
  name,
  category: 'shortened',
  text,
  verdicts: ['matches'],
  listing,
  ...(differences ? { differences } : {}),
})

export const SHORTENED_COPIES: readonly CorpusCase[] = [
  shortened(
    'mine surveyor',
    'mhofu-mine-surveyor-zvishavane',
    'Mhofu Mining looking for a mine surveyor in Zvishavane. Apply on their website.',
  ),
  shortened(
    'M&E officer',
    'tinashe-health-me-officer-masvingo',
    'Tinashe Health Trust - M&E officer (Monitoring and Evaluation), Masvingo. Closes 1 Dec.',
  ),
  shortened(
    'agronomist',
    'kurima-agronomist-marondera',
    'Agronomist wanted - Kurima Agro, Marondera',
  ),
  shortened(
    'nurses',
    'hope-springs-registered-general-nurse-bulawayo',
    'Hope Springs Medical Centre Byo hiring registered general nurses',
  ),
  shortened(
    'grade 7 teacher, another closing day',
    'greenwood-heights-grade-7-teacher-harare',
    'Greenwood Heights Junior School needs a Grade 7 teacher.\nDeadline: 15/12/2026',
    ['closes on Tuesday 29 December 2026, not Tuesday 15 December 2026'],
  ),
  shortened(
    'class 2 drivers',
    'limpopo-freight-driver-class-2-bulawayo',
    'limpopo freight logistics byo - class 2 drivers wanted, hand deliver CVs at fife street',
  ),
  shortened(
    'loans officer',
    'mari-yedu-loans-officer-bindura',
    'MARI YEDU MICROFINANCE\nLoans Officer\nBindura',
  ),
  shortened(
    'store manager',
    'baobab-supermarkets-store-manager-mutare',
    'Store manager post at Baobab Supermarket Mutare 👆🏾',
  ),
  shortened(
    'procurement officer',
    'eastern-highlands-water-procurement-officer-mutare',
    'EHWA - Eastern Highlands Water Authority: Procurement Officer, Mutare head office.',
  ),
  shortened(
    'devops engineer',
    'mufaro-fintech-devops-engineer-remote',
    'Mufaro Fintech hiring DevOps engineers, remote',
  ),
  shortened(
    'audit trainees',
    'moyo-chikore-audit-trainee-harare',
    'Audit trainees (articled clerks) - Moyo Chikore and Partners',
  ),
  shortened(
    'livelihoods officer',
    'harvest-hope-livelihoods-officer-zvishavane',
    'Harvest Hope: livelihood officer post in Zvishavane',
  ),
  shortened(
    'ECD teacher',
    'little-baobabs-ecd-teacher-harare',
    'Little Baobabs ECD teacher, part time, Mabelreign',
  ),
  shortened(
    'bank teller',
    'nhaka-building-society-bank-teller-chinhoyi',
    'Nhaka Building Society Chinhoyi needs a bank teller',
  ),
  shortened(
    'lab scientist, in short words',
    'lifeline-diagnostics-medical-laboratory-scientist-kadoma',
    'Lifeline Diagnostics Kadoma: Med Lab Scientist',
  ),
  shortened(
    'shift boss, run together',
    'pfumo-gold-underground-shift-boss-kadoma',
    'Pfumo Gold Mines underground shiftboss job Kadoma',
  ),
]
