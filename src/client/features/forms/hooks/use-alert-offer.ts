import { onlineManager } from '@tanstack/react-query'

import type { PublicConfig } from '#shared/schemas/config.ts'

import { useFormConfig } from '../api/get-form-config.ts'
import { useClientStore } from '../../../hooks/use-client-store.ts'

/** email: the alert form (and the phone's after it); phone: a push alert alone; null: none. */
export type AlertOffer = 'email' | 'phone' | null

/**
 * Which alert a list offers (docs/product.md#job-alerts): by email where the site has mail set
 * up; else on this phone where the site sends push alerts and this browser can show them; and
 * nothing offline (as the query client has it, hooks/use-online.ts), where neither could be
 * asked for, nor before the site's config is known. The config comes with a server-rendered
 * list (its render fetches it) or from the device's saved cache, so the server and the app
 * taking its page over draw the same offer; the browser's own state is read only after that.
 */
export function useAlertOffer(): AlertOffer {
  // As the server sent it (unparsed in production): one from before `alerts` or `push` has none.
  const alerts: Partial<PublicConfig['alerts']> | undefined = useFormConfig().data?.alerts
  const email = alerts?.enabled ? 'email' : null
  return useClientStore(
    onlineManager.subscribe,
    () =>
      !onlineManager.isOnline()
        ? null
        : // A first look, to offer nothing that cannot work here (notifications blocked, or no
          // push at all); the offer's own check (push-subscription.ts) says what it finds.
          (email ??
          (alerts?.push &&
          typeof PushManager !== 'undefined' &&
          (self as Partial<typeof self>).Notification?.permission !== 'denied'
            ? 'phone'
            : null)),
    () => email,
  )
}
