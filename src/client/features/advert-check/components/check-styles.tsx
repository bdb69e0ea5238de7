import { PageStyles } from '../../../components/page-styles.tsx'
import css from './check-page.css?inline'

/** The check page's styles (see check-page.css for why they are not in the site's stylesheet). */
export function CheckStyles() {
  return <PageStyles css={css} />
}
