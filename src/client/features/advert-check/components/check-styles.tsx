import css from './check-page.css?inline'

/**
 * The check page's styles, drawn with it (see check-page.css for why they are not in the site's
 * stylesheet). React hoists the element and draws it once.
 */
export function CheckStyles() {
  return (
    <style href="advert-check" precedence="default">
      {css}
    </style>
  )
}
