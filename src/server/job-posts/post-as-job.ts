/**
 * A post as the job it becomes (source 'employer', external id the post's id): the fields every
 * job has, filled from the post's data. The town, type and category go in as the site's own
 * labels, which the filters read back (location "Harare", employment type "Full-time", a tag
 * "Accounting & Finance"), so a post is filtered like any job. The pay and how to apply are the
 * post's data, never read again out of its text (publish-post.ts writes them as they are).
 */
import type { HowToApply } from '#shared/how-to-apply/how-to-apply.ts'
import { getCategoryLabel } from '#shared/job-facets/categories.ts'
import { getJobTypeLabel } from '#shared/job-facets/job-type-values.ts'
import { getLocationLabel } from '#shared/job-facets/location-labels.ts'
import type { JobPost } from '#shared/schemas/job-post.ts'

import type { JobInput } from '../jobs/job-input.ts'

/** The source name of every post's job; no configured source may take it (sources-schema.ts). */
export const EMPLOYER_SOURCE = 'employer'

const METHOD_WORDS: Record<HowToApply['methods'][number]['kind'], string> = {
  link: 'Apply online',
  email: 'Email',
  whatsapp: 'WhatsApp',
  phone: 'Phone',
  'in-person': 'Deliver by hand to',
  post: 'Post to',
}

/** How to apply in words, for the scam rules, which read the channels an advert gives. */
export function howToApplyText({ methods, reference }: HowToApply): string {
  const lines = methods.map(({ kind, value }) => `${METHOD_WORDS[kind]}: ${value}`)
  if (reference) lines.push(`Quote: ${reference}`)
  return lines.join('\n')
}

export function postAsJobInput(
  post: JobPost,
  { postId, liveAt }: { postId: string; liveAt: { day: string; instant: string } | null },
): JobInput {
  const link = post.howToApply.methods.find((method) => method.kind === 'link')
  return {
    source: EMPLOYER_SOURCE,
    externalId: postId,
    title: post.title,
    company: post.organisation,
    location: getLocationLabel(post.town),
    salary: null,
    description: post.description,
    jobLink: link?.value ?? null,
    requirements: null,
    employmentType: getJobTypeLabel(post.type),
    applyInstructions: null,
    tags: [getCategoryLabel(post.category)],
    datePosted: liveAt?.day ?? null,
    postedAt: liveAt?.instant ?? null,
    expiryTs: null,
    expiryDate: post.closingDate,
    pay: post.pay,
  }
}
