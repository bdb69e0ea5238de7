import { createFileRoute } from '@tanstack/react-router'

import { BlogPost } from '../features/content/components/blog-post.tsx'
import { prepareContentMarkdown } from '../lib/markdown-renderer.ts'

// The id is validated by BlogPost, not by a params parser: a parser that throws would send
// /blog/abc to the error boundary, and it must get the "Blog Post Not Found" view.
export const Route = createFileRoute('/blog/$id')({
  loader: prepareContentMarkdown,
  component: BlogPostPage,
})

function BlogPostPage() {
  const { id } = Route.useParams()
  return <BlogPost id={id} />
}
