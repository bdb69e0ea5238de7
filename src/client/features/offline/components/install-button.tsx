import { Suspense, type ComponentType } from 'react'

import { getInstallOption, promptInstall, subscribeToInstallOption } from '../lib/install-prompt.ts'
import { useClientStore } from '../../../hooks/use-client-store.ts'
import { lazyStyled } from '../../../lib/whole-stylesheet.ts'

// Only iOS readers need the steps: the rest never fetch them, and the precache leaves them out.
// Where they cannot be fetched (offline before the worker kept them) there is no button.
const IosInstallSteps = lazyStyled<ComponentType<{ className?: string }>>(() =>
  import('./ios-install-steps.tsx').then(
    (module) => ({ default: module.IosInstallSteps }),
    () => ({ default: () => null }),
  ),
)

/**
 * Offers installation only when the browser can do it (Chromium's prompt) or the user must do it
 * by hand (iOS: Share, then Add to Home Screen). Otherwise it renders nothing.
 */
export function InstallButton({ className }: { className?: string }) {
  const option = useClientStore(subscribeToInstallOption, getInstallOption, () => null)
  if (option === null) return null
  if (option === 'prompt') {
    return (
      <button
        type="button"
        className={`button ${className ?? ''}`}
        onClick={() => void promptInstall()}
      >
        Install app
      </button>
    )
  }
  return (
    <Suspense fallback={null}>
      <IosInstallSteps className={className} />
    </Suspense>
  )
}
