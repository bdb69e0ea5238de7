import type { FormEvent, ReactNode } from 'react'

import { JOB_CATEGORIES } from '#shared/job-facets/categories.ts'
import { JOB_TYPES } from '#shared/job-facets/job-type-values.ts'
import { MAX_CLOSING_DAYS_AHEAD } from '#shared/job-posts/closing-date.ts'
import { JOB_POST_LIMITS } from '#shared/schemas/job-post.ts'
import { addCalendarDays, formatCalendarDate, getZonedDate } from '#shared/time-zone.ts'

import { SITE_TIME_ZONE } from '../../../config/site.ts'
import type { PostDraft } from '../lib/post-draft.ts'
import type { PostErrors } from '../lib/post-fields.ts'
import { TOWN_OPTIONS } from '../lib/town-options.ts'
import { ApplyFields } from './apply-fields.tsx'
import { Field, FieldError, inputProps } from './field.tsx'
import { PayFields } from './pay-fields.tsx'

/**
 * The post's fields, for a new post and for an edit (which has no work email: the links go to
 * the address the post was sent from). Native inputs throughout, one column on a phone; every
 * change goes to `update`, which keeps it (hooks/use-post-draft.ts).
 */
export function PostForm({
  draft,
  update,
  errors,
  nowMs,
  withEmail,
  label,
  onSubmit,
  children,
}: {
  draft: PostDraft
  update(change: Partial<PostDraft>): void
  errors: PostErrors
  nowMs: number
  withEmail: boolean
  label: string
  onSubmit(event: FormEvent<HTMLFormElement>): void
  /** the form's buttons */
  children: ReactNode
}) {
  const today = getZonedDate(nowMs, SITE_TIME_ZONE)
  const text = (field: keyof PostDraft) => ({
    value: draft[field] as string,
    onChange: (e: { target: { value: string } }) => update({ [field]: e.target.value }),
  })
  return (
    <form className="jp-form" noValidate aria-label={label} onSubmit={onSubmit}>
      <Field field="title" label="Job title" errors={errors}>
        <input
          {...inputProps('title', errors)}
          autoComplete="off"
          maxLength={JOB_POST_LIMITS.title}
          {...text('title')}
        />
      </Field>
      <Field field="organisation" label="Organisation" errors={errors}>
        <input
          {...inputProps('organisation', errors)}
          autoComplete="organization"
          maxLength={JOB_POST_LIMITS.organisation}
          {...text('organisation')}
        />
      </Field>
      <Field
        field="website"
        label="Organisation website"
        hint="Optional, such as https://www.your-company.co.zw"
        errors={errors}
      >
        <input
          {...inputProps('website', errors, true)}
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={JOB_POST_LIMITS.website}
          {...text('website')}
        />
      </Field>
      <div className="jp-row">
        <Field field="town" label="Town" errors={errors}>
          <select {...inputProps('town', errors)} {...text('town')}>
            <option value="">Choose a town</option>
            {TOWN_OPTIONS.map(({ value, label: town }) => (
              <option key={value} value={value}>
                {town}
              </option>
            ))}
          </select>
        </Field>
        <Field field="type" label="Type" errors={errors}>
          <select {...inputProps('type', errors)} {...text('type')}>
            <option value="">Choose a type</option>
            {JOB_TYPES.map(({ value, label: type }) => (
              <option key={value} value={value}>
                {type}
              </option>
            ))}
          </select>
        </Field>
        <Field field="category" label="Kind of work" errors={errors}>
          <select {...inputProps('category', errors)} {...text('category')}>
            <option value="">Choose the kind of work</option>
            {JOB_CATEGORIES.map(({ value, label: category }) => (
              <option key={value} value={value}>
                {category}
              </option>
            ))}
          </select>
        </Field>
        <Field
          field="closingDate"
          label="Closing date"
          hint="The last day to apply: today or later, at most a year ahead."
          errors={errors}
        >
          <input
            {...inputProps('closingDate', errors, true)}
            type="date"
            min={formatCalendarDate(today)}
            max={formatCalendarDate(addCalendarDays(today, MAX_CLOSING_DAYS_AHEAD))}
            {...text('closingDate')}
          />
        </Field>
      </div>
      <PayFields draft={draft} update={update} errors={errors} />
      <ApplyFields draft={draft} update={update} errors={errors} />
      <Field
        field="description"
        label="Description"
        hint={
          <>
            What the job is, what you ask for and what you offer. Markdown works: a blank line
            starts a paragraph, <code>- </code> starts a list item, <code>**bold**</code>,{' '}
            <code>## Heading</code>. Never ask applicants to pay.
          </>
        }
        errors={errors}
      >
        <textarea
          {...inputProps('description', errors, true)}
          rows={10}
          maxLength={JOB_POST_LIMITS.description}
          {...text('description')}
        />
      </Field>
      {withEmail && (
        <Field
          field="workEmail"
          label="Your work email"
          hint="The link to publish and later manage the job goes here. An address at the organisation's own website is verified at once; any other is checked by a person first."
          errors={errors}
        >
          <input
            {...inputProps('workEmail', errors, true)}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...text('workEmail')}
          />
        </Field>
      )}
      <div className="jp-field">
        <label className="jp-check">
          <input
            type="checkbox"
            name="agency"
            checked={draft.agency}
            onChange={(e) => update({ agency: e.target.checked })}
          />
          We are a recruitment agency
        </label>
        {draft.agency && (
          <>
            <label htmlFor={inputProps('agencyLicence', errors).id}>
              Employment agency licence number
            </label>
            <input
              {...inputProps('agencyLicence', errors)}
              autoComplete="off"
              maxLength={JOB_POST_LIMITS.agencyLicence}
              {...text('agencyLicence')}
            />
            <FieldError field="agencyLicence" errors={errors} />
          </>
        )}
      </div>
      {children}
    </form>
  )
}
