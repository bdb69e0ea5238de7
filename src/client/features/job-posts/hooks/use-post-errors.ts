import { useCallback, useEffect, useState } from 'react'

import type { PostAnswer } from '../api/post-json.ts'
import { errorKey, fieldId, firstErrorKey, inWords, type PostErrors } from '../lib/post-fields.ts'

/**
 * The form's errors, each shown beside its field, with focus moved to the first after a check or
 * a refusal. A server's 400 names its field (`parameter`) and is shown the same way; it answers
 * true when it did.
 */
export function usePostErrors() {
  const [errors, setErrors] = useState<PostErrors>({})
  const [focusRequest, setFocusRequest] = useState(0)

  useEffect(() => {
    if (focusRequest === 0) return
    const key = firstErrorKey(errors)
    if (key) document.getElementById(fieldId(key))?.focus()
    // only when asked: typing after an error must not move the focus
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest])

  const show = useCallback((next: PostErrors) => {
    setErrors(next)
    setFocusRequest((n) => n + 1)
  }, [])

  const showRefusal = useCallback(
    (answer: PostAnswer<unknown>): boolean => {
      if (answer.kind !== 'failed' || answer.status !== 400 || !answer.parameter) return false
      const key = errorKey(answer.parameter)
      if (!key) return false
      show({ [key]: inWords(answer.parameter, answer.message ?? `${answer.parameter} is wrong`) })
      return true
    },
    [show],
  )

  return { errors, show, showRefusal, clear: useCallback(() => setErrors({}), []) }
}
