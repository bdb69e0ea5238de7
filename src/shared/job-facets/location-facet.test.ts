import { describe, expect, it } from 'vitest'

import { getLocationFacet } from './location-facet.ts'
import { TOWN_VALUES } from './town-values.ts'
import { TOWNS } from './towns.ts'

describe('getLocationFacet', () => {
  it.each([
    // Town names with what adverts put around them.
    ['Harare', 'harare'],
    ['Harare CBD', 'harare'],
    ['Harare, Zimbabwe', 'harare'],
    ['HARARE', 'harare'],
    ['harare.', 'harare'],
    ['Bulawayó', 'bulawayo'],
    ['Bulawayo Metropolitan Province', 'bulawayo'],
    ['Victoria Falls, Matabeleland North', 'victoria-falls'],
    ['Mutare, Manicaland', 'mutare'],
    ['Gweru', 'gweru'],
    ['Kwekwe', 'kwekwe'],
    ['Zvishavane, Midlands', 'zvishavane'],
    ['Mount Darwin', 'mount-darwin'],
    ['Ngezi', 'ngezi'],
    ['Beitbridge Border Post', 'beitbridge'],
    ['Lake Kariba', 'kariba'],
    ['Hwange National Park', 'hwange'],
  ])('files %j under %s', (location, facet) => {
    expect(getLocationFacet(location)).toBe(facet)
  })

  it.each([
    ['Byo', 'bulawayo'],
    ['BYO', 'bulawayo'],
    ['Hre', 'harare'],
    ['Vic Falls', 'victoria-falls'],
    ['VicFalls', 'victoria-falls'],
    ['VF', 'victoria-falls'],
    ['Kwe Kwe', 'kwekwe'],
    ['Kwe-Kwe', 'kwekwe'],
    ['Que Que', 'kwekwe'],
    ['Mt Darwin', 'mount-darwin'],
    ['Mt. Darwin', 'mount-darwin'],
    ['Murewa', 'murehwa'],
    ['Chi-town', 'chitungwiza'],
    ['Chitown', 'chitungwiza'],
    ['Wedza', 'hwedza'],
    ['Beit Bridge', 'beitbridge'],
    ['Red Cliff', 'redcliff'],
  ])('reads the short form or spelling %j as %s', (location, facet) => {
    expect(getLocationFacet(location)).toBe(facet)
  })

  it.each([
    ['Salisbury', 'harare'],
    ['Umtali', 'mutare'],
    ['Gwelo', 'gweru'],
    ['Que Que', 'kwekwe'],
    ['Gatooma', 'kadoma'],
    ['Sinoia', 'chinhoyi'],
    ['Marandellas', 'marondera'],
    ['Hartley', 'chegutu'],
    ['Fort Victoria', 'masvingo'],
    ['Wankie', 'hwange'],
    ['Shabani', 'zvishavane'],
    ['Selukwe', 'shurugwi'],
    ['Enkeldoorn', 'chivhu'],
  ])('reads the colonial name %j as %s', (location, facet) => {
    expect(getLocationFacet(location)).toBe(facet)
  })

  it.each([
    'Avondale',
    'Borrowdale',
    'Msasa',
    'Southerton',
    'Workington',
    'Belvedere',
    'Eastlea',
    'Milton Park',
    'Mount Pleasant',
    'Highlands',
    'Greendale',
    'Graniteside',
    'Willowvale',
    'Waterfalls',
    'Mabvuku',
    'Budiriro',
    'Glen View',
    'Kuwadzana',
    'Dzivarasekwa',
    'Highfield',
    'Mbare',
    'Avenues',
  ])('files the Harare suburb %j under harare', (suburb) => {
    expect(getLocationFacet(suburb)).toBe('harare')
    expect(getLocationFacet(`${suburb}, Harare`)).toBe('harare')
  })

  it.each([
    'Belmont',
    'Kelvin',
    'Hillside',
    'Suburbs',
    'Famona',
    'Nkulumane',
    'Entumbane',
    'Pumula',
    'Luveve',
  ])('files the Bulawayo suburb %j under bulawayo, unless a town is named', (suburb) => {
    expect(getLocationFacet(suburb)).toBe('bulawayo')
    expect(getLocationFacet(`${suburb}, Gweru`)).toBe('gweru')
    expect(getLocationFacet(`Mutare (${suburb})`)).toBe('mutare')
  })

  it.each([
    ['Manicaland', 'mutare'],
    ['Midlands', 'gweru'],
    ['Midlands Province', 'gweru'],
    ['Mashonaland West', 'chinhoyi'],
    ['Mashonaland Central', 'bindura'],
    ['Mashonaland East', 'marondera'],
    ['Matabeleland North', 'lupane'],
    ['Matabeleland South', 'gwanda'],
    ['Masvingo Province', 'masvingo'],
    ['Mat North', 'lupane'],
    ['Mash West', 'chinhoyi'],
  ])('files the province %j alone under its capital, %s', (location, facet) => {
    expect(getLocationFacet(location)).toBe(facet)
  })

  it('prefers a named town to its province, wherever the province is written', () => {
    expect(getLocationFacet('Matabeleland North: Hwange')).toBe('hwange')
    expect(getLocationFacet('Manicaland - Chipinge')).toBe('chipinge')
  })

  it('takes the first town named, in text order', () => {
    expect(getLocationFacet('Bulawayo / Harare')).toBe('bulawayo')
    expect(getLocationFacet('Harare / Bulawayo')).toBe('harare')
    expect(getLocationFacet('Chitungwiza, Harare')).toBe('chitungwiza')
    expect(getLocationFacet('Avondale, Bulawayo')).toBe('harare')
    expect(getLocationFacet('Norton, Harare')).toBe('norton')
  })

  it.each([
    'Remote',
    'REMOTE',
    'Work from home',
    'Working from home',
    'WFH',
    'Anywhere',
    'Anywhere in Zimbabwe',
    'Hybrid - remote',
    'Remote (Zimbabwe)',
    'Home-based',
  ])('files %j under remote', (location) => {
    expect(getLocationFacet(location)).toBe('remote')
  })

  it('files a remote or hybrid job that names a town under the town', () => {
    expect(getLocationFacet('Harare (hybrid)')).toBe('harare')
    expect(getLocationFacet('Remote / Bulawayo')).toBe('bulawayo')
    expect(getLocationFacet('Hybrid')).toBe('other')
  })

  it.each([
    null,
    '',
    '   ',
    'Zimbabwe',
    'Countrywide',
    'Nationwide',
    'Various',
    'Southern Africa',
    'Johannesburg',
    'Johannesburg, South Africa',
    'Lusaka, Zambia',
    'Mashonaland',
    'Matabeleland',
    'TBC',
  ])('files %j under other', (location) => {
    expect(getLocationFacet(location)).toBe('other')
  })

  it.each([
    ['Northern Region', 'other'],
    ['Gweruvian', 'other'],
    ['Harares', 'other'],
    ['Rusapexpress', 'other'],
    ['Nortons Kopje', 'other'],
    ['Gweru-based', 'gweru'],
  ])('matches whole words only: %j is %s', (location, facet) => {
    expect(getLocationFacet(location)).toBe(facet)
  })

  it('keeps Norton out of "Northern" and Harare out of "Mashonaland East"', () => {
    expect(getLocationFacet('Northern Suburbs')).toBe('harare')
    expect(getLocationFacet('Northern Province')).toBe('other')
    expect(getLocationFacet('Norton')).toBe('norton')
    expect(getLocationFacet('Ruwa')).toBe('ruwa')
  })

  it.each([
    ['!!!', 'other'],
    ['🇿🇼', 'other'],
    ['🇿🇼 Harare 🇿🇼', 'harare'],
    ['\tGWERU\n', 'gweru'],
    ['Mutaré', 'mutare'],
    ['MASVİNGO', 'masvingo'],
  ])('copes with the odd location %j', (location, facet) => {
    expect(getLocationFacet(location)).toBe(facet)
  })

  it('reads only the start of a very long location', () => {
    expect(getLocationFacet(`Harare ${'x '.repeat(100_000)}`)).toBe('harare')
    expect(getLocationFacet(`${'x '.repeat(100_000)} Bulawayo`)).toBe('other')
  })

  it('files every town by its own label', () => {
    for (const town of TOWN_VALUES) expect(getLocationFacet(TOWNS[town].label)).toBe(town)
  })
})
