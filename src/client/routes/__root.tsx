import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { Suspense, useEffect } from 'react'

import { Footer } from '../components/layout/footer.tsx'
import { Header } from '../components/layout/header.tsx'
import { Splash } from '../components/layout/splash.tsx'
import { InstallButton } from '../features/offline/components/install-button.tsx'
import { LazySavedJobReminders } from '../features/jobs/components/lazy-saved-job-reminders.tsx'
import { SavedLink } from '../features/jobs/components/saved-link.tsx'
import { OfflineBanner } from '../features/offline/components/offline-banner.tsx'
import { ToastHost } from '../components/toast-host.tsx'
import { isAppReady, markAppReady } from '../lib/app-ready.ts'
import { whenContentAdopted } from '../lib/page-hydrated.ts'
import { lazyStyled, loadWholeStylesheet } from '../lib/whole-stylesheet.ts'
import type { RouterContext } from '../router.tsx'

// Rarely shown: its code is fetched when a page is not found.
const NotFound = lazyStyled(() =>
  import('../components/not-found.tsx').then((module) => ({ default: module.NotFound })),
)

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Another page is another route's chunk, drawn with the whole stylesheet (lib/whole-stylesheet.ts);
  // the page the app takes over at first was drawn with what it has.
  beforeLoad: () => (!import.meta.env.SSR && isAppReady() ? loadWholeStylesheet() : undefined),
  notFoundComponent: () => (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  ),
})

/** The saved jobs' row of the phone's Menu, with their count as the header shows it. */
function SavedMenuLink(props: { className?: string; onClick(): void }) {
  return <SavedLink {...props} label="Saved jobs" />
}

function RootLayout() {
  // Ready once the page inside <main> is React's too (hydrated later than this layout).
  useEffect(() => {
    let mounted = true
    void whenContentAdopted(document.getElementById('main')).then(() => {
      if (mounted) markAppReady()
    })
    return () => {
      mounted = false
    }
  }, [])
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
        savedLink={SavedMenuLink}
      />
      <OfflineBanner />
      <LazySavedJobReminders />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ToastHost />
      <Splash />
    </>
  )
}
