import css from './job-posts.css?inline'

/**
 * The employer pages' styles, drawn with them (see job-posts.css for why they are not in the
 * site's stylesheet). React hoists the element and draws it once however many pages use it.
 */
export function PostStyles() {
  return (
    <style href="job-posts" precedence="default">
      {css}
    </style>
  )
}
