import { Link } from '@tanstack/react-router'
import type { Ref } from 'react'

import type { AdvertMatch } from '#shared/advert-check/check-advert.ts'
import type { AdvertSignal } from '#shared/advert-check/advert-signals.ts'
import { getJobDeadline } from '#shared/deadline.ts'
import { describeDeadline } from '#shared/deadline-words.ts'

import markdownStyles from '../../../components/markdown-content.module.css'
import { SITE_TIME_ZONE } from '../../../config/site.ts'
import { checkedWhereWords, VERDICT_HEADINGS } from '../lib/answer-words.ts'
import type { CheckAnswer } from '../lib/check-answer.ts'
import { foldSignals } from '../lib/fold-signals.ts'
import { BeforeYouApply } from './before-you-apply.tsx'

/**
 * The answer in plain words, one layout per verdict: a copy of an official advert (the listing,
 * its closing and what differs), a caution (what was seen, in the advert's own words, and any
 * listing it copies), or not found (what to check before applying). The heading takes the focus
 * when the answer comes, so that it is read and scrolled to.
 */
export function AdvertAnswer({
  answer,
  headingRef,
}: {
  answer: CheckAnswer
  headingRef?: Ref<HTMLHeadingElement>
}) {
  const { check, checkedAt } = answer
  const { verdict, matches } = check
  const signals = foldSignals(check.signals)
  const matched = matches.map((match) => (
    <OfficialAdvert key={match.job_id} match={match} checkedAt={checkedAt} />
  ))
  return (
    <section
      aria-labelledby="check-answer"
      className={`${markdownStyles.prose} ac-answer ac-${verdict}`}
    >
      <h2 id="check-answer" ref={headingRef} tabIndex={-1}>
        {VERDICT_HEADINGS[verdict]}
      </h2>
      <p>{checkedWhereWords(answer.keptJobs)}</p>
      {verdict === 'matches' && (
        <>
          <p>
            It agrees with {matches.length === 1 ? 'an official listing' : 'official listings'} on
            JobsZW. Apply only the way the official listing says.
          </p>
          {matched}
          {signals.length > 0 && <Signals heading="Also worth knowing" signals={signals} />}
        </>
      )}
      {verdict === 'caution' && (
        <>
          <p>
            Do not pay anything, or send documents, until you have checked with the employer
            directly.
          </p>
          {signals.length > 0 && <Signals heading="What the check found" signals={signals} />}
          {matches.length > 0 && (
            <p>
              It copies {matches.length === 1 ? 'this official advert' : 'these official adverts'}{' '}
              on JobsZW:
            </p>
          )}
          {matched}
          <BeforeYouApply heading="h3" />
        </>
      )}
      {verdict === 'unknown' && (
        <>
          <p>
            No listing {answer.keptJobs === null ? 'on JobsZW' : 'this phone keeps'} matches it.
            That does not make it fake, or real: check it yourself before you apply.
          </p>
          {signals.length > 0 && <Signals heading="Also worth knowing" signals={signals} />}
          <BeforeYouApply heading="h3" />
        </>
      )}
    </section>
  )
}

function OfficialAdvert({ match, checkedAt }: { match: AdvertMatch; checkedAt: number }) {
  const deadline = getJobDeadline(
    { expiry_ts: null, expiry_date: match.expiry_date },
    SITE_TIME_ZONE,
  )
  const listing = { to: '/job/$id', params: { id: match.job_id } } as const
  return (
    <article className="ac-match">
      <h3>
        <Link {...listing}>{match.title}</Link>
      </h3>
      <p>
        {match.company}
        <br />
        {describeDeadline(deadline, checkedAt, SITE_TIME_ZONE)}
        <br />
        <Link {...listing}>How to apply: see the official listing</Link>
      </p>
      <h4>What differs</h4>
      {match.differences.length > 0 ? (
        <ul>
          {match.differences.map((difference) => (
            <li key={difference}>{difference}</li>
          ))}
        </ul>
      ) : (
        <p>
          Nothing: it agrees with the official advert on what the check compares (the employer, the
          job, where to apply and the closing date).
        </p>
      )}
    </article>
  )
}

function Signals({ heading, signals }: { heading: string; signals: readonly AdvertSignal[] }) {
  return (
    <>
      <h3>{heading}</h3>
      <ul>
        {signals.map((signal) => (
          <li key={`${signal.rule} ${signal.excerpt}`}>
            {signal.message}.{' '}
            {signal.excerpt && (
              <>
                The advert says: <q>{signal.excerpt}</q>
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}
