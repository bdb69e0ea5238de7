import { useState } from 'react'

import { toast } from '../../../lib/toast.ts'
import { postForm, type FormBody, type PostResult } from '../api/post-form.ts'
import { FORM_MESSAGES } from '../lib/form-messages.ts'

/**
 * What both forms share: the bot-check token, sending with it, and what happens after. A token
 * is good for one attempt only, so any answer from the server asks the widget for a new one; a
 * send that never reached the server keeps the token and tells the user they are offline.
 */
export function useVerifiedSend(needsToken: boolean) {
  const [token, setToken] = useState<string | null>(null)
  const [widgetKey, setWidgetKey] = useState(0)
  const [sending, setSending] = useState(false)
  const [offline, setOffline] = useState(false)

  /** 'ok', 'offline', or 'failed' (with the status and the server's message, for callers that care) */
  async function send(endpoint: string, body: FormBody): Promise<PostResult> {
    setSending(true)
    const result = await postForm(
      endpoint,
      token ? { ...body, 'cf-turnstile-response': token } : body,
    )
    setSending(false)
    setOffline(result.kind === 'offline')
    if (result.kind === 'offline') {
      toast.error(FORM_MESSAGES.offline.title, { description: FORM_MESSAGES.offline.description })
    } else {
      setToken(null)
      setWidgetKey((key) => key + 1)
    }
    return result
  }

  return {
    token,
    setToken,
    widgetKey,
    sending,
    offline,
    /** false while a bot check is required and not yet passed */
    isVerified: !needsToken || token !== null,
    send,
  }
}
