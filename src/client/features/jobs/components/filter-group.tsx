import chipStyles from './filter-chips.module.css'
import styles from './filter-sheet.module.css'

export interface FilterGroupOption {
  value: string
  label: string
  /** jobs it would show, when known */
  count?: number | null
}

/**
 * One filter of the sheet as plain form controls, so that it works as a GET form without the
 * app: checkboxes where several values may be chosen, radios where one is.
 */
export function FilterGroup({
  legend,
  name,
  type = 'checkbox',
  options,
  chosen,
}: {
  legend: string
  /** the address parameter, as the API names it */
  name: string
  type?: 'checkbox' | 'radio'
  options: readonly FilterGroupOption[]
  /** the values chosen now */
  chosen: readonly string[]
}) {
  // With counts, a filter none of the jobs has a value of (no job shows pay) offers nothing.
  if (options.length === 0) return null
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={chipStyles.chip}>
          <input
            type={type}
            name={name}
            value={option.value}
            checked={chosen.includes(option.value)}
            // The form's change handler applies it (filter-sheet.tsx).
            onChange={noop}
          />
          {option.label}
          {/* The space is the count's, so it is one text node and names "Harare 16". */}
          {option.count != null && <span className={chipStyles.count}>{` ${option.count}`}</span>}
        </label>
      ))}
    </fieldset>
  )
}

function noop() {}
