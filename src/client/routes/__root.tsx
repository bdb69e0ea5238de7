import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'

import { Footer } from '../components/layout/footer.tsx'
import { Header } from '../components/layout/header.tsx'
import { Splash } from '../components/layout/splash.tsx'
import { NotFound } from '../components/not-found.tsx'
import { InstallButton } from '../features/offline/components/install-button.tsx'
import { SavedJobReminders } from '../features/jobs/components/saved-job-reminders.tsx'
import { SavedLink } from '../features/jobs/components/saved-link.tsx'
import { OfflineBanner } from '../features/offline/components/offline-banner.tsx'
import { ToastHost } from '../components/toast-host.tsx'
import type { RouterContext } from '../router.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
})

function RootLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header
        extraActions={
          <>
            <SavedLink />
            <InstallButton />
          </>
        }
      />
      <OfflineBanner />
      <SavedJobReminders />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ToastHost />
      <Splash />
    </>
  )
}
