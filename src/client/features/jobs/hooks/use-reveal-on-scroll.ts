import { useEffect, useRef } from 'react'

/**
 * Cards below the fold fade up as they scroll in (screens >= 768 px, 15% visible,
 * 10% bottom margin). Cards already on screen are never hidden, so nothing flickers or shifts,
 * and without JavaScript or with reduced motion every card is simply there.
 */
export function useRevealOnScroll<T extends HTMLElement>(itemCount: number) {
  const ref = useRef<T>(null)
  useEffect(() => {
    const container = ref.current
    if (!container || typeof IntersectionObserver === 'undefined') return undefined
    if (!matchMedia('(min-width: 768px) and (prefers-reduced-motion: no-preference)').matches)
      return undefined
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const card = entry.target as HTMLElement
          if (entry.isIntersecting) {
            card.dataset.reveal = 'shown'
            observer.unobserve(card)
          } else if (card.dataset.reveal !== 'shown') {
            card.dataset.reveal = 'hidden'
          }
        }
      },
      { threshold: 0.15, rootMargin: '0px 0px -10% 0px' },
    )
    container
      .querySelectorAll<HTMLElement>('[data-reveal=""]')
      .forEach((card) => observer.observe(card))
    return () => observer.disconnect()
  }, [itemCount])
  return ref
}
