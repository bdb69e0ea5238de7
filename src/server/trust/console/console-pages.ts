/** Each console tab: what it reads from the database and how it is shown. */
import type { Db } from '../../db/db.ts'
import { listSentAdverts } from '../../forms/advert-reports.repo.ts'
import { listContactMessages } from '../../forms/forms.repo.ts'
import {
  countQueues,
  listAudit,
  listFlagged,
  listTakenDown,
  listReportQueue,
} from './console-queues.repo.ts'
import { listReviewQueue } from '../../job-posts/review-queue.repo.ts'
import { listSourceHealth } from './source-health.repo.ts'
import { consoleLayout, type ConsolePath } from './views/console-layout.ts'
import { advertsView } from './views/advert-views.ts'
import { auditView, messagesView, sourcesView } from './views/operations-views.ts'
import { flaggedView, reportsView, takenDownView } from './views/queue-views.ts'
import { reviewView } from './views/review-views.ts'
import type { View } from '../../render/written-page.ts'

interface PageContext {
  db: Db
  now: number
  timeZone: string
}

const PAGES: Record<ConsolePath, { title: string; body: (ctx: PageContext) => Promise<View> }> = {
  '/admin': {
    title: 'Reports',
    body: async ({ db, timeZone }) => reportsView(await listReportQueue(db), timeZone),
  },
  '/admin/adverts': {
    title: 'Forwarded adverts',
    body: async ({ db, timeZone }) => advertsView(await listSentAdverts(db), timeZone),
  },
  '/admin/review': {
    title: 'Posts to review',
    body: async ({ db, timeZone }) => reviewView(await listReviewQueue(db), timeZone),
  },
  '/admin/flagged': {
    title: 'Flagged listings',
    body: async ({ db, timeZone }) => flaggedView(await listFlagged(db), timeZone),
  },
  '/admin/taken-down': {
    title: 'Listings taken down',
    body: async ({ db, timeZone }) => takenDownView(await listTakenDown(db), timeZone),
  },
  '/admin/sources': {
    title: 'Sources',
    body: async ({ db, now, timeZone }) => sourcesView(await listSourceHealth(db, now), timeZone),
  },
  '/admin/messages': {
    title: 'Contact messages',
    body: async ({ db, timeZone }) => messagesView(await listContactMessages(db), timeZone),
  },
  '/admin/audit': {
    title: 'Audit log',
    body: async ({ db, timeZone }) => auditView(await listAudit(db), timeZone),
  },
}

export function isConsolePath(path: string): path is ConsolePath {
  return Object.hasOwn(PAGES, path)
}

export async function renderConsolePage(
  path: ConsolePath,
  ctx: PageContext & { email: string; notice: string | null },
): Promise<string> {
  const page = PAGES[path]
  const [body, counts] = await Promise.all([page.body(ctx), countQueues(ctx.db)])
  return consoleLayout({
    title: page.title,
    current: path,
    email: ctx.email,
    counts,
    notice: ctx.notice,
    body,
  }).toString()
}
