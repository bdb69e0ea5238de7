/**
 * The towns a job can be filed under, as values alone: what a list's address is checked against
 * on every first visit (src/client/lib/list-search.ts). Their labels, provinces and other names
 * are in towns.ts, which only the filter sheet, the matcher and the server need. The order is the
 * filter list's: the main cities first, then the rest alphabetically.
 */

export const TOWN_VALUES = [
  // The main cities, by size: most jobs are in them, so they head the filter list.
  'harare',
  'bulawayo',
  'chitungwiza',
  'mutare',
  'gweru',
  'kwekwe',
  'kadoma',
  'masvingo',
  'chinhoyi',
  'marondera',
  'bindura',
  'victoria-falls',
  // The rest alphabetically.
  'banket',
  'beatrice',
  'beitbridge',
  'binga',
  'chegutu',
  'chimanimani',
  'chipinge',
  'chiredzi',
  'chirundu',
  'chivhu',
  'dete',
  'epworth',
  'esigodini',
  'filabusi',
  'gokwe',
  'gwanda',
  'hwange',
  'hwedza',
  'kariba',
  'karoi',
  'lupane',
  'mashava',
  'mazowe',
  'mount-darwin',
  'murehwa',
  'mutoko',
  'mvuma',
  'mvurwi',
  'ngezi',
  'norton',
  'nyanga',
  'penhalonga',
  'plumtree',
  'redcliff',
  'rusape',
  'ruwa',
  'shamva',
  'shurugwi',
  'zvishavane',
] as const
export type Town = (typeof TOWN_VALUES)[number]
