import { Link } from '@tanstack/react-router'

/**
 * What to check before applying to an advert the check cannot vouch for: for an advert it could
 * not find, a caution, and a browser without scripts, where the check cannot run. What a reader
 * can do; never a claim that the advert is fake.
 */
export function BeforeYouApply({ heading: Heading }: { heading: 'h2' | 'h3' }) {
  return (
    <>
      <Heading>Before you apply</Heading>
      <ul>
        <li>
          Never pay to apply, to be interviewed or to start work. Genuine employers do not charge
          fees, and neither does JobsZW.
        </li>
        <li>
          Check the job on the employer&apos;s own website, or call the number the employer
          publishes, not the one in the advert.
        </li>
        <li>
          Do not send copies of your ID or certificates before you are invited to an interview.
        </li>
        <li>
          Look for it on JobsZW: <Link to="/jobs/all">search the listings</Link> for the
          employer&apos;s name.
        </li>
        <li>
          If it looks wrong, report it: send it to the JobsZW team from this page, or{' '}
          <Link to="/contact">write to us</Link>.
        </li>
      </ul>
    </>
  )
}
