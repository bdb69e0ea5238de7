import css from './job-posts.css?inline'

/**
 * The employer pages' styles, drawn with them (see job-posts.css for why they are not in the
 * site's stylesheet). The element sits where the page draws it, so it goes with the page.
 */
export function PostStyles() {
  // As HTML, not as text: React 18 would write `>` in a selector as `&gt;`, which a style
  // element does not decode. The CSS is the build's own.
  return <style dangerouslySetInnerHTML={{ __html: css }} />
}
