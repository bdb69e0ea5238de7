/**
 * A page's own stylesheet (a `?inline` CSS import), drawn with the page for pages whose styles
 * are not in the site's one stylesheet (the advert check's, the employer's pages'). Drawn as
 * HTML, not as text: React 18 would write a selector's `>` as `&gt;`, which a style element does
 * not decode. Only the build's own CSS comes here, never anything a reader wrote.
 */
export function PageStyles({ css }: { css: string }) {
  return <style dangerouslySetInnerHTML={{ __html: css }} />
}
