import { useEffect, useRef, useState } from 'react'

import type { ApiJob } from '#shared/job.ts'

import { getNow } from '../../../hooks/use-now.ts'
import { useOnline } from '../../../hooks/use-online.ts'
import { postAdvertCheck } from '../api/post-advert-check.ts'
import { refusalWords } from '../lib/answer-words.ts'
import type { CheckAnswer } from '../lib/check-answer.ts'
import { KEEP_PHONE_CHECK_AFTER_MS, loadPhoneCheck } from '../lib/load-phone-check.ts'

export type CheckState =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'answered'; answer: CheckAnswer }
  /**
   * `phoneCanAnswer`: the server is busy or away, so the phone may check `text` instead;
   * `lookYourself`: nothing can check it now, so the page says what to look for instead
   */
  | { step: 'failed'; text: string; problem: string; phoneCanAnswer: boolean; lookYourself?: true }

/** What the phone says when the check's own code is not on it (offline before it was kept). */
export const PHONE_CHECK_MISSING =
  'This phone cannot check adverts offline yet: it keeps the check once this page has been opened online. Until then, look for these yourself.'

/**
 * Checks a pasted advert: online, the server checks it against every listing; offline, or when
 * the request never reaches the server, the phone checks it against the jobs it keeps
 * (`keptJobs`, read at that moment). A newer check replaces one still running.
 */
export function useAdvertCheck(keptJobs: () => readonly ApiJob[]) {
  const online = useOnline()
  const [state, setState] = useState<CheckState>({ step: 'idle' })
  const latest = useRef(0)

  // Opened online, the page fetches the phone's check once it is drawn, so that the worker keeps
  // it and the check answers on this phone later, offline (docs/decisions/073).
  useEffect(() => {
    if (!online) return
    const timer = setTimeout(
      () => void loadPhoneCheck().catch(() => undefined),
      KEEP_PHONE_CHECK_AFTER_MS,
    )
    return () => clearTimeout(timer)
  }, [online])

  async function checkOnThisPhone(text: string): Promise<CheckState> {
    try {
      const { checkOnPhone } = await loadPhoneCheck()
      const jobs = keptJobs()
      const now = getNow()
      const check = checkOnPhone(text, jobs, now, location.hostname)
      return { step: 'answered', answer: { text, check, keptJobs: jobs.length, checkedAt: now } }
    } catch (error) {
      console.warn('The advert check could not run on this phone.', error)
      return {
        step: 'failed',
        text,
        problem: PHONE_CHECK_MISSING,
        phoneCanAnswer: false,
        lookYourself: true,
      }
    }
  }

  async function checkOnline(text: string): Promise<CheckState> {
    const answer = await postAdvertCheck(text)
    if (answer.kind === 'unreachable') return checkOnThisPhone(text)
    if (answer.kind === 'answered')
      return {
        step: 'answered',
        answer: { text, check: answer.check, keptJobs: null, checkedAt: getNow() },
      }
    const { problem, phoneCanAnswer } = refusalWords(
      answer.status,
      answer.message,
      answer.retryAfterSeconds,
    )
    return { step: 'failed', text, problem, phoneCanAnswer }
  }

  /** `onPhone`: the reader asked for the phone's answer (the server is busy or away). */
  async function check(text: string, onPhone = false): Promise<void> {
    const run = ++latest.current
    setState({ step: 'checking' })
    const next = await (onPhone || !online ? checkOnThisPhone(text) : checkOnline(text))
    if (run === latest.current) setState(next)
  }

  return { state, check }
}
