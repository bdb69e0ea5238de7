import { Link, type LinkProps } from '@tanstack/react-router'

import { useSiteOrigin } from '../../lib/site-origin.ts'
import styles from './footer.module.css'

const CATEGORIES = [
  { to: '/jobs/all', label: 'All Jobs' },
  { to: '/jobs/urgent', label: 'Urgent Jobs' },
  { to: '/jobs/critical', label: 'Critical Jobs' },
  { to: '/jobs/archives', label: 'Archived Jobs' },
] as const

const EXPLORE = [
  { to: '/', label: 'Home' },
  { to: '/career-resources', label: 'Career Resources' },
  { to: '/blog', label: 'Blog' },
  { to: '/faq', label: 'FAQ' },
  { to: '/check', label: 'Check an advert' },
] as const

const COMPANY = [
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/post-a-job/$', label: 'Post a job' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
] as const

function whatsAppShareUrl(origin: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`I found jobs with deadlines on JobsZW: ${origin}`)}`
}

function FooterLinks({
  heading,
  links,
}: {
  heading: string
  links: readonly { to: LinkProps['to']; label: string }[]
}) {
  return (
    <div>
      <h2 className={styles.heading}>{heading}</h2>
      <ul className={styles.list}>
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function Footer() {
  const origin = useSiteOrigin()
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <p>JobsZW - The heartbeat of opportunity. Don&apos;t let your dream job expire!</p>
          <a href={whatsAppShareUrl(origin)} target="_blank" rel="noopener noreferrer">
            Share JobsZW on WhatsApp
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>

        <FooterLinks heading="Categories" links={CATEGORIES} />
        <FooterLinks heading="Explore" links={EXPLORE} />
        <FooterLinks heading="Company" links={COMPANY} />
      </div>
      <div className="container">
        <p className={styles.copyright}>© 2025 JobsZW. Free for job seekers. No fees, ever.</p>
      </div>
    </footer>
  )
}
