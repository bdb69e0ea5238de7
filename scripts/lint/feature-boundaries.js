import path from 'node:path'

// Features never import one another: routes compose them, and what two features share lives in
// src/client/lib, hooks or components. A rule of our own, because the check needs the import's
// resolved folder, which a pattern of no-restricted-imports cannot see for "../../other/x".
export const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      cross:
        'Feature "{{own}}" imports feature "{{other}}". Features never import one another: ' +
        'compose them in a route, or move what both need to src/client/lib, hooks or components.',
    },
  },
  create(context) {
    const featureOf = (file) => /src\/client\/features\/([^/]+)\//.exec(file)?.[1]
    const own = featureOf(context.filename.split(path.sep).join('/'))
    if (!own) return {}
    const check = (node) => {
      const specifier = node.source?.value
      if (typeof specifier !== 'string') return
      let target = null
      if (specifier.startsWith('.'))
        target = path.resolve(path.dirname(context.filename), specifier)
      else if (specifier.startsWith('#client/')) target = `src/client/${specifier.slice(8)}`
      const other = target && featureOf(`${target.split(path.sep).join('/')}/`)
      if (other && other !== own) context.report({ node, messageId: 'cross', data: { own, other } })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}
