/**
 * The HTML part of a digest: the same words as the text part, laid out for a phone. Mail clients
 * drop style sheets and block images, so there are neither: inline styles only, one narrow
 * column, system fonts, and links large enough to tap.
 */
import { escapeHtml } from '../../seo/html-head.ts'
import type { DigestContent } from './digest-email.ts'

const FONT = 'font-family:Arial,Helvetica,sans-serif'
const LINK = 'color:#0b57d0;text-decoration:underline'
const MUTED = 'color:#555555'

function renderJob(job: DigestContent['jobs'][number]): string {
  return [
    '<div style="padding:12px 0;border-top:1px solid #dddddd">',
    `<a href="${escapeHtml(job.url)}" style="${LINK};font-size:18px;font-weight:bold;line-height:1.3">${escapeHtml(job.title)}</a>`,
    job.where ? `<div style="color:#222222">${escapeHtml(job.where)}</div>` : '',
    `<div style="${MUTED}">${escapeHtml(job.closes)}</div>`,
    '</div>',
  ].join('')
}

export function renderDigestHtml(content: DigestContent): string {
  const more = content.more
    ? `<p style="margin:16px 0"><a href="${escapeHtml(content.more.url)}" style="${LINK};font-weight:bold">${escapeHtml(content.more.label)}</a></p>`
    : ''
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#ffffff">',
    `<div style="max-width:600px;margin:0 auto;padding:16px;${FONT};font-size:16px;line-height:1.5;color:#1a1a1a">`,
    `<p style="margin:0;font-size:14px;${MUTED}">${escapeHtml(content.kicker)}</p>`,
    `<h1 style="margin:0 0 8px;font-size:22px;line-height:1.3">${escapeHtml(content.heading)}</h1>`,
    `<p style="margin:0 0 8px">${escapeHtml(content.intro)}</p>`,
    ...content.jobs.map(renderJob),
    more,
    `<div style="margin-top:16px;padding-top:12px;border-top:1px solid #dddddd;font-size:14px;${MUTED}">`,
    `<p style="margin:0 0 8px">${escapeHtml(content.reason)}</p>`,
    `<p style="margin:0 0 8px"><a href="${escapeHtml(content.manageUrl)}" style="${LINK}">Change or stop this alert</a>`,
    ` &middot; <a href="${escapeHtml(content.unsubscribeUrl)}" style="${LINK}">Unsubscribe</a></p>`,
    `<p style="margin:0">Questions: <a href="mailto:${escapeHtml(content.supportEmail)}" style="${LINK}">${escapeHtml(content.supportEmail)}</a></p>`,
    '</div></div></body></html>',
  ].join('\n')
}
