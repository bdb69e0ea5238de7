/**
 * The towns a job in Zimbabwe can be filed under, with their provinces and the other names job
 * adverts use for them: short forms ("Byo", "Vic Falls"), common misspellings and the colonial
 * names older employers and agencies still write ("Gwelo", "Que Que"). The values alone, in the
 * filter list's order, are in town-values.ts.
 */

import type { Town } from './town-values.ts'

export const PROVINCES = [
  'Harare',
  'Bulawayo',
  'Manicaland',
  'Mashonaland Central',
  'Mashonaland East',
  'Mashonaland West',
  'Masvingo',
  'Matabeleland North',
  'Matabeleland South',
  'Midlands',
] as const
export type Province = (typeof PROVINCES)[number]

interface TownDetails {
  label: string
  province: Province
  /** other names for the town, beside its label */
  names: readonly string[]
}

export const TOWNS: Readonly<Record<Town, TownDetails>> = {
  harare: { label: 'Harare', province: 'Harare', names: ['hre', 'salisbury'] },
  bulawayo: { label: 'Bulawayo', province: 'Bulawayo', names: ['byo'] },
  chitungwiza: { label: 'Chitungwiza', province: 'Harare', names: ['chitown', 'chi town'] },
  mutare: { label: 'Mutare', province: 'Manicaland', names: ['umtali'] },
  gweru: { label: 'Gweru', province: 'Midlands', names: ['gwelo'] },
  kwekwe: { label: 'Kwekwe', province: 'Midlands', names: ['kwe kwe', 'que que', 'queque'] },
  kadoma: { label: 'Kadoma', province: 'Mashonaland West', names: ['gatooma'] },
  masvingo: { label: 'Masvingo', province: 'Masvingo', names: ['fort victoria', 'fort vic'] },
  chinhoyi: { label: 'Chinhoyi', province: 'Mashonaland West', names: ['sinoia'] },
  marondera: { label: 'Marondera', province: 'Mashonaland East', names: ['marandellas'] },
  bindura: { label: 'Bindura', province: 'Mashonaland Central', names: [] },
  'victoria-falls': {
    label: 'Victoria Falls',
    province: 'Matabeleland North',
    names: ['vic falls', 'vicfalls', 'vf'],
  },
  banket: { label: 'Banket', province: 'Mashonaland West', names: [] },
  beatrice: { label: 'Beatrice', province: 'Mashonaland East', names: [] },
  beitbridge: { label: 'Beitbridge', province: 'Matabeleland South', names: ['beit bridge'] },
  binga: { label: 'Binga', province: 'Matabeleland North', names: [] },
  chegutu: { label: 'Chegutu', province: 'Mashonaland West', names: ['hartley'] },
  chimanimani: { label: 'Chimanimani', province: 'Manicaland', names: ['melsetter'] },
  chipinge: { label: 'Chipinge', province: 'Manicaland', names: ['chipinga'] },
  chiredzi: { label: 'Chiredzi', province: 'Masvingo', names: [] },
  chirundu: { label: 'Chirundu', province: 'Mashonaland West', names: [] },
  chivhu: { label: 'Chivhu', province: 'Mashonaland East', names: ['chivu', 'enkeldoorn'] },
  dete: { label: 'Dete', province: 'Matabeleland North', names: [] },
  epworth: { label: 'Epworth', province: 'Harare', names: [] },
  esigodini: { label: 'Esigodini', province: 'Matabeleland South', names: ['essexvale'] },
  filabusi: { label: 'Filabusi', province: 'Matabeleland South', names: [] },
  gokwe: { label: 'Gokwe', province: 'Midlands', names: [] },
  gwanda: { label: 'Gwanda', province: 'Matabeleland South', names: [] },
  hwange: { label: 'Hwange', province: 'Matabeleland North', names: ['wankie'] },
  hwedza: { label: 'Hwedza', province: 'Mashonaland East', names: ['wedza'] },
  kariba: { label: 'Kariba', province: 'Mashonaland West', names: [] },
  karoi: { label: 'Karoi', province: 'Mashonaland West', names: [] },
  lupane: { label: 'Lupane', province: 'Matabeleland North', names: [] },
  mashava: { label: 'Mashava', province: 'Masvingo', names: ['mashaba'] },
  mazowe: { label: 'Mazowe', province: 'Mashonaland Central', names: ['mazoe'] },
  'mount-darwin': {
    label: 'Mount Darwin',
    province: 'Mashonaland Central',
    names: ['mt darwin'],
  },
  murehwa: { label: 'Murehwa', province: 'Mashonaland East', names: ['murewa', 'mrewa'] },
  mutoko: { label: 'Mutoko', province: 'Mashonaland East', names: ['mtoko'] },
  mvuma: { label: 'Mvuma', province: 'Midlands', names: ['umvuma'] },
  mvurwi: { label: 'Mvurwi', province: 'Mashonaland Central', names: [] },
  ngezi: { label: 'Ngezi', province: 'Mashonaland West', names: [] },
  norton: { label: 'Norton', province: 'Mashonaland West', names: [] },
  nyanga: { label: 'Nyanga', province: 'Manicaland', names: ['inyanga'] },
  penhalonga: { label: 'Penhalonga', province: 'Manicaland', names: [] },
  plumtree: { label: 'Plumtree', province: 'Matabeleland South', names: [] },
  redcliff: { label: 'Redcliff', province: 'Midlands', names: ['red cliff'] },
  ruwa: { label: 'Ruwa', province: 'Mashonaland East', names: [] },
  rusape: { label: 'Rusape', province: 'Manicaland', names: ['rusapi'] },
  shamva: { label: 'Shamva', province: 'Mashonaland Central', names: [] },
  shurugwi: { label: 'Shurugwi', province: 'Midlands', names: ['selukwe'] },
  zvishavane: { label: 'Zvishavane', province: 'Midlands', names: ['shabani'] },
}

/** The town a province's name alone stands for: its capital. */
export const PROVINCE_CAPITALS: Readonly<Record<Province, Town>> = {
  Harare: 'harare',
  Bulawayo: 'bulawayo',
  Manicaland: 'mutare',
  'Mashonaland Central': 'bindura',
  'Mashonaland East': 'marondera',
  'Mashonaland West': 'chinhoyi',
  Masvingo: 'masvingo',
  'Matabeleland North': 'lupane',
  'Matabeleland South': 'gwanda',
  Midlands: 'gweru',
}
