import { PageStyles } from '../../../components/page-styles.tsx'
import css from './job-posts.css?inline'

/** The employer pages' styles (see job-posts.css for why they are not in the site's stylesheet). */
export function PostStyles() {
  return <PageStyles css={css} />
}
