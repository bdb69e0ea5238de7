import css from './check-page.css?inline'

/**
 * The check page's styles, drawn with it (see check-page.css for why they are not in the site's
 * stylesheet). The element sits where the page draws it, so it goes with the page.
 */
export function CheckStyles() {
  // As HTML, not as text: React 18 would write `>` in a selector as `&gt;`, which a style
  // element does not decode. The CSS is the build's own.
  return <style dangerouslySetInnerHTML={{ __html: css }} />
}
