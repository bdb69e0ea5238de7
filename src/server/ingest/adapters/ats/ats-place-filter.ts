/**
 * Which jobs of a global employer's board to keep: a source's `country` (names or ISO codes,
 * comma-separated; "Africa" for the whole continent) and `remote` (keep remote jobs wherever the
 * employer is). Without either, every job is kept.
 */
import type { SourceOf } from '../../ingest-types.ts'

export interface JobPlace {
  /** ISO 3166-1 alpha-2 or a country name, as the API gives it */
  countries: (string | null)[]
  remote: boolean
}

/** African countries by ISO code, with the names ATS APIs write (a code may have two). */
const AFRICA: [code: string, name: string][] = [
  'DZ Algeria|AO Angola|BJ Benin|BW Botswana|BF Burkina Faso|BI Burundi|CV Cabo Verde|',
  'CM Cameroon|CF Central African Republic|TD Chad|KM Comoros|CG Congo|',
  'CD Democratic Republic of the Congo|CI Côte d’Ivoire|CI Ivory Coast|DJ Djibouti|EG Egypt|',
  'GQ Equatorial Guinea|ER Eritrea|SZ Eswatini|ET Ethiopia|GA Gabon|GM Gambia|GH Ghana|',
  'GN Guinea|GW Guinea-Bissau|KE Kenya|LS Lesotho|LR Liberia|LY Libya|MG Madagascar|MW Malawi|',
  'ML Mali|MR Mauritania|MU Mauritius|MA Morocco|MZ Mozambique|NA Namibia|NE Niger|NG Nigeria|',
  'RW Rwanda|ST Sao Tome and Principe|SN Senegal|SC Seychelles|SL Sierra Leone|SO Somalia|',
  'ZA South Africa|SS South Sudan|SD Sudan|TZ Tanzania|TG Togo|TN Tunisia|UG Uganda|ZM Zambia|',
  'ZW Zimbabwe',
]
  .join('')
  .split('|')
  .map((entry) => [entry.slice(0, 2), entry.slice(3)] as [string, string])

const key = (value: string) => value.trim().toLowerCase()

/** Every spelling of the countries `wanted` names: codes and names, lower case. */
function expandCountries(wanted: string): Set<string> {
  const keys = new Set<string>()
  for (const part of wanted.split(',').map(key).filter(Boolean)) {
    keys.add(part)
    const codes = new Set(
      AFRICA.filter(
        ([code, name]) => part === 'africa' || key(code) === part || key(name) === part,
      ).map(([code]) => code),
    )
    for (const [code, name] of AFRICA) if (codes.has(code)) keys.add(key(code)).add(key(name))
  }
  return keys
}

/** A test for the source's filter, or null when it keeps everything. */
export function placeFilter(
  source: Pick<
    SourceOf<'greenhouse' | 'lever' | 'workable' | 'smartrecruiters' | 'ashby'>,
    'country' | 'remote'
  >,
): ((place: JobPlace) => boolean) | null {
  const countries = source.country?.trim() ? expandCountries(source.country) : null
  if (!countries && !source.remote) return null
  return (place) =>
    (source.remote === true && place.remote) ||
    (countries !== null && place.countries.some((c) => c !== null && countries.has(key(c))))
}
