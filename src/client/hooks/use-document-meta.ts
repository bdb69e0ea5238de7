import { useEffect } from 'react'

import { DEFAULT_DESCRIPTION, SHARE_IMAGE_PATH, SITE_NAME } from '../config/site.ts'

export interface DocumentMeta {
  title: string
  description?: string
  /** path of the canonical URL, e.g. /job/abc */
  path?: string
  type?: 'website' | 'article'
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (!element) {
    element = document.createElement('meta')
    element.setAttribute(attribute, key)
    document.head.append(element)
  }
  element.content = content
}

function setCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (!link) {
    link = document.createElement('link')
    link.rel = 'canonical'
    document.head.append(link)
  }
  link.href = href
}

/** Title, description, canonical URL and social tags for the page being shown. */
export function useDocumentMeta({
  title,
  description = DEFAULT_DESCRIPTION,
  path,
  type = 'website',
}: DocumentMeta) {
  useEffect(() => {
    const url = location.origin + (path ?? location.pathname)
    document.title = title
    setMeta('name', 'description', description)
    setCanonical(url)
    setMeta('property', 'og:title', title)
    setMeta('property', 'og:description', description)
    setMeta('property', 'og:url', url)
    setMeta('property', 'og:type', type)
    setMeta('property', 'og:site_name', SITE_NAME)
    setMeta('property', 'og:image', location.origin + SHARE_IMAGE_PATH)
    setMeta('property', 'og:image:width', '1200')
    setMeta('property', 'og:image:height', '630')
    setMeta('name', 'twitter:card', 'summary_large_image')
    setMeta('name', 'twitter:title', title)
    setMeta('name', 'twitter:description', description)
  }, [title, description, path, type])
}
