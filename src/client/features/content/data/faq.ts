/**
 * FAQ content, by category. Answers are short markdown. Our markdown path
 * drops relative links (it was built for scraped job posts), so a link to one of our own pages
 * is given as `link` and rendered as a router link after the answer.
 */

export type FaqIcon = 'search' | 'send' | 'document' | 'clock' | 'shield' | 'tag' | 'chat'

/** Our own pages an answer may point to; each must be a route (checked by <Link>'s types). */
export type FaqLinkTarget =
  | '/jobs/all'
  | '/jobs/archives'
  | '/contact'
  | '/career-resources'
  | '/resources/cover-letter-templates'
  | '/privacy-policy'
  | '/check'

export interface FaqLink {
  to: FaqLinkTarget
  label: string
}

export interface FaqQuestion {
  question: string
  answer: string
  link?: FaqLink
}

export interface FaqCategory {
  icon: FaqIcon
  title: string
  questions: readonly FaqQuestion[]
}

const CONTACT_LINK: FaqLink = { to: '/contact', label: 'Go to the contact form' }

export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  {
    icon: 'search',
    title: 'Job Search & Platform',
    questions: [
      {
        question: 'What is JobsZW?',
        answer:
          'JobsZW is a free job board for Zimbabwe. It lists vacancies from many sources in one place and shows a live countdown to each closing date, so you can see at a glance which applications need to go out first. There is no sign-in and nothing to pay.',
      },
      {
        question: 'Where do the jobs come from?',
        answer:
          "From the public job feeds of employers and job sites. We scan those sources every hour and add new vacancies as they appear. We do not write the listings ourselves: every job links back to the employer's site or the original posting, and that page is always the final word on the details.",
      },
      {
        question: 'How do I find jobs that match me?',
        answer:
          'Type a job title, a company or a skill into the search box, for example *accountant*, *Econet* or *Excel*. You can also open the lists of urgent and critical jobs to see only the ones closing soon, or sort by newest or by closing date.',
        link: { to: '/jobs/all', label: 'Browse all active jobs' },
      },
      {
        question: 'Will it use a lot of my data? Does it work offline?',
        answer:
          'The pages are kept small and the job list has no images. Once you have visited, the app and the jobs you have opened are saved on your phone, so they still open when you are offline or out of bundle. On an Android phone you can install JobsZW from your browser\'s menu ("Install app" or "Add to Home screen") and open it like any other app.',
      },
      {
        question: 'How do I send a job to a friend?',
        answer:
          "Open the job and use the share button. You can send it straight to WhatsApp; the message includes the job title, the employer and the closing date, so your friend can read the key facts even if they don't open the link.",
      },
    ],
  },
  {
    icon: 'send',
    title: 'Applications & Process',
    questions: [
      {
        question: 'How do I apply for a job?',
        answer:
          "Open the job and follow the apply link. It takes you to the employer's own site or to the original posting, where you apply the way the employer asks: an online form, an email address or a physical address for hand-delivered applications. Read the instructions there carefully; many employers reject applications that do not follow them.",
      },
      {
        question: 'Can JobsZW tell me the status of my application?',
        answer:
          'No. Your application goes straight to the employer and we never see it. Many Zimbabwean adverts say that only shortlisted candidates will be contacted, so if you hear nothing within a few weeks of the closing date, assume you were not shortlisted and keep applying elsewhere. If the advert gives a contact person, a short, polite follow-up is fine.',
      },
      {
        question: 'Someone asked me to pay a fee to get a job. What should I do?',
        answer:
          'Do not pay. Genuine employers do not charge registration, application, training, uniform, medical or "processing" fees, and neither does JobsZW. Fee scams often arrive on WhatsApp, Facebook or SMS and promise security, nursing aide, shop or overseas jobs. If you saw the job on JobsZW, send us the link and we will look into it.',
        link: { to: '/contact', label: 'Report a suspicious listing' },
      },
      {
        question: 'What documents do employers usually ask for?',
        answer:
          "Most ask for a CV and a cover letter. Many also ask for copies of your academic and professional certificates (sometimes certified copies), your national ID and, for some jobs, a driver's licence or police clearance. Scan them once, clearly, and keep them in one folder on your phone or email so that you can send them quickly.",
      },
    ],
  },
  {
    icon: 'document',
    title: 'CV & Profile',
    questions: [
      {
        question: 'Do I need to create a profile or upload my CV?',
        answer:
          'No. JobsZW has no accounts, profiles or CV uploads, and we do not store CVs. You send your CV directly to the employer when you apply.',
      },
      {
        question: 'Do you have CV templates?',
        answer:
          'Yes, three free templates: entry level (0-2 years of experience), mid level (3-7 years) and senior level (8+ years). Each one downloads as a Word file to fill in, in Word, Google Docs or WPS Office, or as plain text made on your phone, which works offline.',
        link: { to: '/career-resources', label: 'See CV templates and career resources' },
      },
      {
        question: 'Do you have cover letter examples?',
        answer:
          "Yes: three complete templates, for a graduate, an experienced professional and someone changing careers, with a button to copy each one and a list of do's and don'ts.",
        link: { to: '/resources/cover-letter-templates', label: 'Open the cover letter templates' },
      },
      {
        question: 'Should I send my CV as a PDF or a Word document?',
        answer:
          'Follow the advert first: if it asks for Word, send Word. If it does not say, a PDF is safest because it looks the same on every phone and computer. Name the file clearly, for example *Tendai-Moyo-CV.pdf*, not *CV final final.pdf*.',
      },
    ],
  },
  {
    icon: 'clock',
    title: 'Deadlines & Timing',
    questions: [
      {
        question: 'What does the countdown on each job mean?',
        answer:
          'It is the time left until the end of the closing day, at midnight Harare time. A job that closes on 14 March can still be applied for until 23:59 on 14 March. Some employers close earlier in the day or stop accepting applications once they have enough, so aim to apply well before the countdown ends.',
      },
      {
        question: 'What do "critical" and "urgent" mean?',
        answer:
          '**Critical** jobs close in 3 days or less. **Urgent** jobs close in more than 3 and up to 5 days. Everything else has more time. Use the critical and urgent lists to decide which applications to finish first.',
      },
      {
        question: 'What does "Open until filled" mean?',
        answer:
          'The source did not give a closing date. The employer may close the vacancy at any time once they find someone, so treat these jobs as urgent rather than relaxed.',
      },
      {
        question: 'What happens to a job after its deadline?',
        answer:
          'It moves out of the active lists and into the archived jobs list. Archived jobs are kept for reference, for example to see what an employer hires for and what they ask for, but you normally cannot apply any more.',
        link: { to: '/jobs/archives', label: 'See archived jobs' },
      },
      {
        question: 'How often are new jobs added?',
        answer:
          'Our sources are scanned every hour, so new jobs appear throughout the day. Checking once in the morning and once in the evening is enough to catch almost everything, or a job alert can email you the new ones daily or weekly.',
      },
    ],
  },
  {
    icon: 'shield',
    title: 'Privacy & Security',
    questions: [
      {
        question: 'What personal information do you collect?',
        answer:
          "Only what you choose to send: your name, email and message if you use the contact form, your email address if you subscribe to the newsletter, and your email address with the search you chose if you set up a job alert. If you turn on notifications on your phone, we keep your browser's push address and keys, the ids of the jobs you saved and the search of any alert on the phone; no name or email. Browsing and searching jobs needs no personal details at all.",
        link: { to: '/privacy-policy', label: 'Read the privacy policy' },
      },
      {
        question: 'Do you use tracking cookies or sell my data?',
        answer:
          'No tracking cookies, no advertising and no selling of data, ever. Your browser keeps your theme choice and copies of pages you opened on your own device so the site works offline; none of that is sent to us.',
      },
      {
        question: 'How can I tell if a job advert is a scam?',
        answer:
          'Warning signs: any request for money; a salary far above what the job normally pays; "no experience or qualifications needed" for a skilled job; contact only through a WhatsApp number or a free email address such as Gmail; pressure to decide today; interviews in unusual places or at night. Check the job on the employer\'s official website or call their published switchboard number before you share documents or travel.',
      },
      {
        question: 'Someone forwarded me a job advert. How do I know it is real?',
        answer:
          'Paste it into *Is this job advert real?*: the words, or a link to it. If it matches an official listing on JobsZW, you see that listing, its closing date and anything the copy changed, such as another phone number or a fee. If it asks for money or gives the employer a free email address, it says to be careful and why. If it finds nothing, it says what to check before you apply. It works offline too, against the jobs your phone keeps. What you paste is not kept unless you choose to send it to us.',
        link: { to: '/check', label: 'Check an advert' },
      },
      {
        question: 'How do I report a suspicious listing?',
        answer:
          'Send us the link to the job through the contact form and tell us what worries you. We look into every report and remove listings we find to be fraudulent.',
        link: CONTACT_LINK,
      },
    ],
  },
  {
    icon: 'tag',
    title: 'Pricing & Services',
    questions: [
      {
        question: 'Is JobsZW really free?',
        answer:
          'Yes. There are no fees, no subscriptions and no premium tiers, and there never will be. Everything on the site, including the guides and templates, is free.',
      },
      {
        question: 'Can an employer pay to have a job shown first?',
        answer:
          'No. We do not sell job postings or placements. Jobs come from public sources and are ordered by closing date or by when they were posted, never by who paid.',
      },
      {
        question: 'Do you send job alerts by email or SMS?',
        answer:
          'By email, and as notifications on your phone; not by SMS. Search or filter a job list, tap *Email me new jobs like these*, enter your email address and choose daily or weekly. We first email you a link to confirm, and send nothing else until you confirm. Alerts carry new jobs only, and every alert email has a one-click unsubscribe link. Then tap *Yes, on this phone* to get the same alert as a notification ("3 new jobs"), and saved jobs can remind you on the phone before they close. For that we keep your browser\'s push address and keys, the search, and the ids of the jobs you saved: no name or email. To stop, tap *Stop* (beside the alert, or under Saved jobs) or turn off notifications for JobsZW in your phone\'s settings. No account is needed. The newsletter is separate: it carries career tips, not jobs.',
        link: { to: '/jobs/all', label: 'Open the job list to set up an alert' },
      },
      {
        question: 'Do you write CVs or find jobs for people?',
        answer:
          'No. We are not a recruitment agency and we do not offer paid services of any kind. The free CV templates, cover letter templates and career guides are there to help you do it yourself.',
      },
    ],
  },
  {
    icon: 'chat',
    title: 'Contact & Support',
    questions: [
      {
        question: 'How do I contact JobsZW?',
        answer:
          'Use the contact form. We aim to reply within 24 hours. Please do not send us CVs or applications: we cannot forward them to employers.',
        link: CONTACT_LINK,
      },
      {
        question: 'A job has a broken link or the wrong closing date. What should I do?',
        answer:
          "Check the employer's own website or the original posting first, because that is the final word. Then send us the job link and what is wrong, and we will correct or remove the listing.",
      },
      {
        question: 'Can I suggest an employer or job site for you to add?',
        answer:
          'Yes. Send us the address of their careers page through the contact form. We can only add sources that publish their vacancies publicly.',
      },
      {
        question: 'Where is JobsZW based?',
        answer: 'In Bindura, Zimbabwe.',
      },
    ],
  },
]
