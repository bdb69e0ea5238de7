import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'

import type { AdvertVerdict } from '#shared/advert-check/check-advert.ts'
import { MAX_PASTED_LENGTH } from '#shared/advert-check/pasted-limit.ts'
import type { ApiJob } from '#shared/job.ts'

import { ContentPage } from '../../../components/content-page.tsx'
import { PAGE_COPY } from '../../../seo/page-copy.ts'
import { useAdvertCheck } from '../hooks/use-advert-check.ts'
import { tooLongWords } from '../lib/answer-words.ts'
import { AdvertAnswer } from './advert-answer.tsx'
import { BeforeYouApply } from './before-you-apply.tsx'
import { CheckStyles } from './check-styles.tsx'
import { ShareAnswer } from './share-answer.tsx'

/** What the JobsZW team is sent, if the reader chooses to: the text and the answer it got. */
export interface AdvertToSend {
  text: string
  verdict: AdvertVerdict
}

/**
 * "Is this job advert real?" (docs/decisions/068): a reader pastes an advert someone forwarded
 * them and reads one of three plain answers, which they can share and send to the team. The
 * route hands in what other features own: the jobs this phone keeps (`keptJobs`, for the check
 * offline) and the form that sends an advert to the team (`sendToTeam`).
 */
export function CheckAdvertPage({
  keptJobs,
  sendToTeam,
}: {
  keptJobs: () => readonly ApiJob[]
  sendToTeam: (advert: AdvertToSend) => ReactNode
}) {
  const [text, setText] = useState('')
  const [empty, setEmpty] = useState(false)
  const { state, check } = useAdvertCheck(keptJobs)
  const fieldRef = useRef<HTMLTextAreaElement>(null)
  const answerRef = useRef<HTMLHeadingElement>(null)
  const problemRef = useRef<HTMLParagraphElement>(null)
  const messageId = useId()
  const tooLong = text.length > MAX_PASTED_LENGTH
  const message = tooLong ? tooLongWords(text.length) : empty ? 'Paste an advert first.' : null

  // A new answer or refusal takes the focus, so it is read out and scrolled into view.
  useEffect(() => {
    if (state.step === 'answered') answerRef.current?.focus()
    else if (state.step === 'failed') problemRef.current?.focus()
  }, [state])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const blank = !text.trim()
    setEmpty(blank)
    if (blank || tooLong) fieldRef.current?.focus()
    else void check(text)
  }

  return (
    <ContentPage title={PAGE_COPY.check.title} lead={PAGE_COPY.check.lead}>
      <CheckStyles />
      {/* Only the app can check (docs/decisions/017): without it, what to look for instead. */}
      <div className="no-js-only">
        <p>
          Checking an advert needs JavaScript, which is off or could not load in this browser. Until
          it can run, look for these yourself.
        </p>
        <BeforeYouApply heading="h2" />
      </div>
      <form className="js-only ac-form" onSubmit={submit} noValidate aria-label="Check an advert">
        <label className="ac-field">
          Paste the advert&apos;s text or a link to it
          <textarea
            ref={fieldRef}
            name="text"
            rows={8}
            value={text}
            aria-invalid={message !== null}
            aria-describedby={message ? messageId : undefined}
            onChange={(event) => {
              setText(event.target.value)
              setEmpty(false)
            }}
          />
        </label>
        {message && (
          <p id={messageId} className="ac-problem" role="alert">
            {message}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={state.step === 'checking'}
        >
          {state.step === 'checking' ? 'Checking...' : 'Check'}
        </button>
        <p className="ac-hint">
          We do not keep what you paste: it is checked, then forgotten, unless you choose to send it
          to the JobsZW team.
        </p>
      </form>
      {state.step === 'failed' && (
        <div className="ac-failed">
          <p ref={problemRef} tabIndex={-1} className="ac-problem" role="alert">
            {state.problem}
          </p>
          {state.phoneCanAnswer && (
            <button type="button" className="button" onClick={() => void check(state.text, true)}>
              Check on this phone
            </button>
          )}
          {state.lookYourself && <BeforeYouApply heading="h2" />}
        </div>
      )}
      {state.step === 'answered' && (
        <>
          <AdvertAnswer answer={state.answer} headingRef={answerRef} />
          <ShareAnswer answer={state.answer} />
          {sendToTeam({ text: state.answer.text, verdict: state.answer.check.verdict })}
        </>
      )}
    </ContentPage>
  )
}
