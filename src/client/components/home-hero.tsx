import { SearchForm } from './layout/search-form.tsx'
import styles from './home-hero.module.css'

/**
 * The hero's own search box shows only on small screens; wider ones use the header's. Short, so
 * that a phone's first screen reaches the first job (the tagline is the footer's).
 */
export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <h1 id="hero-title" className={styles.title}>
        Find Your Next Dream Job
      </h1>
      <p className={styles.promise}>
        Every job in Zimbabwe with a live countdown to its deadline. Free, no sign-in.
      </p>
      <SearchForm id="hero-search" label="Search jobs" className={styles.search} />
    </section>
  )
}
