/**
 * The place words in job adverts that are not town names: suburbs, provinces and the ways of
 * saying a job has no place. They are read with less trust than a town's name, and in an order
 * (see location-facet.ts), which is why they are kept apart from the town list.
 */
import type { Province } from './towns.ts'

/**
 * Harare suburbs and industrial areas that adverts give in place of the city. None of them is the
 * name of another town, so each counts as naming Harare.
 */
export const HARARE_SUBURBS: readonly string[] = [
  'avenues',
  'avondale',
  'belvedere',
  'borrowdale',
  'budiriro',
  'dzivarasekwa',
  'dzivaresekwa',
  'eastlea',
  'glen view',
  'glenview',
  'graniteside',
  'greendale',
  'highfield',
  'highlands',
  'kuwadzana',
  'mabvuku',
  'mbare',
  'milton park',
  'mount pleasant',
  'mt pleasant',
  'msasa',
  'northern suburbs',
  'southerton',
  'waterfalls',
  'willowvale',
  'workington',
]

/**
 * Bulawayo suburbs. "Hillside" and "Belmont" are also names elsewhere and "Suburbs" is an
 * ordinary word, so these only count when no town is named at all.
 */
export const BULAWAYO_SUBURBS: readonly string[] = [
  'belmont',
  'entumbane',
  'famona',
  'hillside',
  'kelvin',
  'luveve',
  'nkulumane',
  'pumula',
  'suburbs',
]

/** Province names as adverts write them, beside the full names. */
export const PROVINCE_NAMES: Readonly<Record<Province, readonly string[]>> = {
  Harare: [],
  Bulawayo: [],
  Manicaland: ['eastern highlands'],
  'Mashonaland Central': ['mash central'],
  'Mashonaland East': ['mash east'],
  'Mashonaland West': ['mash west'],
  Masvingo: [],
  'Matabeleland North': ['mat north', 'matebeleland north'],
  'Matabeleland South': ['mat south', 'matebeleland south'],
  Midlands: [],
}

/**
 * A job done from anywhere. "Hybrid" alone is not here: a hybrid job still has an office, and the
 * town named with it is where that is.
 */
export const REMOTE_WORDS: readonly string[] = [
  'anywhere',
  'home based',
  'remote',
  'remotely',
  'telecommute',
  'telework',
  'wfh',
  'work from home',
  'working from home',
]
