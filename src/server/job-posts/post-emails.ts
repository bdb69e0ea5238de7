/**
 * The emails about a post, each plain text with a small HTML twin (no images, no tracking), sent
 * through the outbox (mail/outbox.repo.ts) in the transaction that decides them.
 *
 * Anyone can type any address into the form, so the first email (the confirmation) is written
 * for a stranger: the subject is the site's words alone, the body carries only the job's title
 * of what the sender wrote (plain text, escaped in the HTML), and says to ignore it if it was not
 * them. The later emails go to an address that has confirmed, so they may say why a post waits.
 */
import { SITE_NAME } from '#shared/site.ts'

import type { OutgoingMail } from '../mail/mailer.ts'
import { view } from '../render/written-page.ts'

export const IGNORE_POST_LINE =
  'If you did not post this job, ignore this email: nothing is published without this link.'

interface Paragraph {
  text: string
  /** a button (and the link written out) after the paragraph */
  link?: { label: string; url: string }
}

interface PostEmail {
  to: string
  subject: string
  heading: string
  paragraphs: Paragraph[]
  /** names the message, the same on every attempt: `<job-post-...@host>` */
  messageKey: string
  origin: string
}

function buildEmail({
  to,
  subject,
  heading,
  paragraphs,
  messageKey,
  origin,
}: PostEmail): OutgoingMail {
  const footer = `${SITE_NAME}: jobs in Zimbabwe`
  const text = [
    heading,
    '',
    ...paragraphs.flatMap(({ text, link }) => (link ? [text, link.url, ''] : [text, ''])),
    footer,
  ].join('\n')
  const body = paragraphs.map(
    ({ text, link }) =>
      view`<p>${text}</p>${
        link
          ? view`<p><a href="${link.url}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#14532d;color:#ffffff;text-decoration:none;font-weight:600">${link.label}</a></p>
<p style="font-size:14px">Or open this link: <a href="${link.url}" style="color:#14532d;word-break:break-all">${link.url}</a></p>`
          : ''
      }`,
  )
  const html = view`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading}</title></head>
<body style="margin:0;padding:16px;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1c1917;background:#ffffff">
<div style="max-width:560px;margin:0 auto">
<h1 style="font-size:20px;margin:0 0 12px">${heading}</h1>
${body}
<p style="color:#57534e;font-size:14px">${footer}</p>
</div>
</body></html>`
  return {
    to,
    subject,
    text,
    html: html.toString(),
    headers: {},
    messageId: `<job-post-${messageKey}@${new URL(origin).hostname}>`,
  }
}

interface Common {
  to: string
  postId: string
  title: string
  origin: string
}

/** The first email: confirm the post. Nothing of the sender's but the title. */
export function confirmPostEmail({
  to,
  postId,
  title,
  origin,
  confirmUrl,
}: Common & { confirmUrl: string }) {
  return buildEmail({
    to,
    origin,
    messageKey: `confirm-${postId}`,
    subject: `Confirm your job post on ${SITE_NAME}`,
    heading: 'Please confirm your job post',
    paragraphs: [
      {
        text: `Someone, we hope you, asked ${SITE_NAME} to publish a job from this address: “${title}”.`,
      },
      {
        text: 'To publish it, open this link and press Confirm:',
        link: { label: 'Confirm my job post', url: confirmUrl },
      },
      { text: IGNORE_POST_LINE },
    ],
  })
}

/** After the confirmation: the manage link, and whether the job is live or waits (and why). */
export function confirmedPostEmail({
  to,
  postId,
  title,
  origin,
  manageUrl,
  jobUrl,
  reasons,
}: Common & { manageUrl: string; jobUrl: string | null; reasons: string[] }) {
  const state: Paragraph[] = jobUrl
    ? [{ text: `Your job “${title}” is live.`, link: { label: 'See the job', url: jobUrl } }]
    : [
        {
          text: `Your job “${title}” is confirmed. An operator checks it before it goes live, because:`,
        },
        ...reasons.map((reason) => ({ text: `• ${reason}` })),
        { text: 'We email you when it is decided, usually within a working day.' },
      ]
  return buildEmail({
    to,
    origin,
    messageKey: `confirmed-${postId}`,
    subject: jobUrl ? `Your job is live on ${SITE_NAME}` : `Your job post is being checked`,
    heading: jobUrl ? 'Your job is live' : 'Your job post is being checked',
    paragraphs: [
      ...state,
      {
        text: 'Keep this link private: with it you can edit the job, extend its closing date or mark it filled.',
        link: { label: 'Manage my job', url: manageUrl },
      },
    ],
  })
}

/** An operator approved a held post (or a held edit). */
export function approvedPostEmail({
  to,
  postId,
  title,
  origin,
  jobUrl,
  key,
}: Common & { jobUrl: string; key: string }) {
  return buildEmail({
    to,
    origin,
    messageKey: `approved-${postId}-${key}`,
    subject: `Your job is live on ${SITE_NAME}`,
    heading: 'Your job is live',
    paragraphs: [
      {
        text: `An operator checked your job “${title}”, and it is now on the site.`,
        link: { label: 'See the job', url: jobUrl },
      },
      { text: 'Manage it with the link in the email that confirmed your post.' },
    ],
  })
}

/** An operator rejected a held post (or a held edit), with their reason. */
export function rejectedPostEmail({
  to,
  postId,
  title,
  origin,
  reason,
  edit,
  key,
}: Common & { reason: string; edit: boolean; key: string }) {
  return buildEmail({
    to,
    origin,
    messageKey: `rejected-${postId}-${key}`,
    subject: edit ? 'Your change to a job was not published' : `Your job post was not published`,
    heading: edit ? 'Your change was not published' : 'Your job post was not published',
    paragraphs: [
      {
        text: edit
          ? `An operator checked your change to “${title}” and did not publish it; the job stays as it was.`
          : `An operator checked your job “${title}” and did not publish it.`,
      },
      { text: `The reason: ${reason}` },
      { text: `If you think this is a mistake, reply to the site's support address.` },
    ],
  })
}

/** The manage link was revoked: the new one. */
export function newManageLinkEmail({
  to,
  postId,
  title,
  origin,
  manageUrl,
  key,
}: Common & { manageUrl: string; key: string }) {
  return buildEmail({
    to,
    origin,
    messageKey: `revoked-${postId}-${key}`,
    subject: `A new link to manage your job on ${SITE_NAME}`,
    heading: 'Your new manage link',
    paragraphs: [
      {
        text: `The old link to manage “${title}” no longer works. This is the new one; keep it private.`,
        link: { label: 'Manage my job', url: manageUrl },
      },
    ],
  })
}

/** Three days before the closing date: extend it, or mark the job filled. */
export function closingReminderEmail({
  to,
  postId,
  title,
  origin,
  manageUrl,
  closingDate,
}: Common & { manageUrl: string; closingDate: string }) {
  return buildEmail({
    to,
    origin,
    messageKey: `reminder-${postId}`,
    subject: `Your job on ${SITE_NAME} closes on ${closingDate}`,
    heading: 'Your job closes soon',
    paragraphs: [
      {
        text: `“${title}” closes on ${closingDate}. To take applications for longer, extend the closing date; if you have found someone, mark it filled.`,
        link: { label: 'Manage my job', url: manageUrl },
      },
    ],
  })
}
