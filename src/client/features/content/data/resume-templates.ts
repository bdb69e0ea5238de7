import { SITE_NAME } from '../../../config/site.ts'

/** CV templates: one per career stage (docs/product.md#content-pages). */
export type ResumeLevel = 'entry-level' | 'mid-level' | 'senior-level'

export interface ResumeTemplate {
  level: ResumeLevel
  title: string
  /** who it is for, e.g. "0-2 years of experience" */
  audience: string
  overview: string
  whatToInclude: string[]
  /** brand-prefixed, e.g. JobsZW-CV-Template-Entry-Level.txt: the text, made on the device */
  fileName: string
  /**
   * the same text as a Word file, written by the build (scripts/vite-cv-templates.ts) and served
   * from here, e.g. /templates/JobsZW-CV-Template-Entry-Level.docx
   */
  docxPath: string
  /**
   * the plain-text template; placeholders are in [BRACKETS]. One line per paragraph (the page
   * and word processors wrap it); a line in capitals is a section heading, "- " a bullet.
   */
  body: string
}

// Said once at the top of every file: a template saved weeks ago should still explain itself.
const HOW_TO_USE = `HOW TO USE THIS TEMPLATE (delete this note before you send your CV)
- Replace everything in [BRACKETS] with your own details, and delete any line or section that does not apply to you.
- Open the Word file from the template's page (or paste this text into any word processor), keep one clear font, and save as PDF, e.g. Tendai-Moyo-CV.pdf.
- Tailor it to each advert: use the advert's own words for the skills and qualifications it asks for.
`

const ENTRY_LEVEL = `${HOW_TO_USE}
[FULL NAME]
[Target job title, e.g. Graduate Trainee Accountant]
[City], Zimbabwe | +263 7X XXX XXXX | [firstname.surname@email.com]
[LinkedIn or portfolio link, if you have one]

EDUCATION
[Degree or diploma, e.g. Bachelor of Commerce (Honours) in Accounting]
[Institution, e.g. Midlands State University], [City] | [Year completed]
Class: [e.g. Upper Second (2.1)]
Relevant modules: [Module 1], [Module 2], [Module 3]
Dissertation: "[Title of your research project]"

ZIMSEC A-Level, [Year]: [Subject] ([Grade]), [Subject] ([Grade]), [Subject] ([Grade]) - [X] points
ZIMSEC O-Level, [Year]: [Number] subjects, including English Language ([Grade]) and Mathematics ([Grade])

EXPERIENCE
[Industrial Attachment Student / Intern / Job title]
[Organisation], [City] | [Month Year] - [Month Year]
- [Action verb + what you did + result, e.g. Reconciled 40 supplier accounts each month and cleared a three-month backlog]
- [An achievement with a number: people served, money handled, time saved]
- [Tools or systems you used, e.g. Pastel, Excel, KoBoToolbox]

[Part-time, holiday or volunteer work]
[Organisation or "Self-employed"], [City] | [Month Year] - [Month Year]
- [e.g. Ran a campus tuck-shop: stock, cash and a USD [X] weekly budget]

PROJECTS
[Project name] | [Year]
- [The problem, what you built or researched, and the result]
- [Link, if it is online]

LEADERSHIP
[Role, e.g. Treasurer], [Club, society, church or community group] | [Year] - [Year]
- [What you led or organised, e.g. Organised a careers day for 200 students]

SKILLS
Computer: [e.g. Excel (pivot tables, VLOOKUP), Word, PowerPoint]
Technical: [Skills named in the advert, e.g. Pastel Partner, AutoCAD]
Languages: [e.g. English (fluent), Shona (native), Ndebele (conversational)]
Driver's licence: [e.g. Class 4] (only if the job needs one)

CERTIFICATIONS
[Certificate name], [Issuing body] | [Year]
[Short course name], [Provider] | [Year]

REFERENCES
[Name], [Title, e.g. Attachment Supervisor], [Organisation]
+263 7X XXX XXXX | [email address]
[Name], [Title, e.g. Lecturer], [Institution]
+263 7X XXX XXXX | [email address]
`

const MID_LEVEL = `${HOW_TO_USE}
[FULL NAME]
[Current or target title, e.g. Finance Manager]
[City], Zimbabwe | +263 7X XXX XXXX | [firstname.surname@email.com]
[LinkedIn profile link]

PROFESSIONAL SUMMARY
[Job title] with [X] years of experience in [industry, e.g. FMCG and retail]. [Your strongest result, e.g. Cut month-end close from 12 to 5 working days]. Skilled in [skill 1], [skill 2] and [skill 3] named in the advert. [What you want next, in the employer's terms].

EXPERIENCE
(3-4 positions, most recent first; older roles get fewer lines)

[Job title]
[Company], [City] | [Month Year] - Present
- [Result with a number, e.g. Grew distributor sales in Mashonaland East by 28% in 18 months by opening 35 new retail accounts]
- [Result with a number, e.g. Managed a team of [X] and a budget of USD [X]]
- [Process or system you introduced and what it saved]

[Job title]
[Company], [City] | [Month Year] - [Month Year]
- [Result with a number]
- [Result with a number]
- [Promotion or extra responsibility, e.g. Promoted from [X] to [Y] within [N] months]

[Job title]
[Company], [City] | [Month Year] - [Month Year]
- [Result with a number]
- [Result with a number]

[Job title]
[Company], [City] | [Month Year] - [Month Year]
- [One or two lines on scope and your main result]

EDUCATION
[Degree, e.g. Master of Business Administration], [Institution] | [Year]
[Degree, e.g. BSc (Honours) in ...], [Institution] | [Year] | [Class]

SKILLS
Professional: [e.g. budgeting, IFRS reporting, tender evaluation]
Systems: [e.g. Sage Evolution, SAP, Power BI, advanced Excel]
People: [e.g. team leadership, training, stakeholder management]

CERTIFICATIONS
[Professional qualification, e.g. ACCA / CIMA / PMP], [Body] | [Year]
[Membership number, if the profession expects it]

AWARDS
[Award name], [Organisation] | [Year] - [One line on why you won it]

REFERENCES
Available on request.
`

const SENIOR_LEVEL = `${HOW_TO_USE}
[FULL NAME]
[Title, e.g. Chief Operating Officer | Country Director]
[City], Zimbabwe | +263 7X XXX XXXX | [firstname.surname@email.com]
[LinkedIn profile link]

EXECUTIVE SUMMARY
[Senior title] with [X]+ years leading [type of organisation, e.g. mining operations / regional NGO programmes] in Zimbabwe and [other countries]. Track record of [headline result, e.g. turning around a loss-making division to USD [X]m profit in [N] years]. Known for [two or three leadership strengths]. Seeking [the role and the kind of organisation], where [what you will deliver for them].

EXPERIENCE
[Job title]
[Organisation], [City] | [Month Year] - Present
[One line on scope: revenue or budget (USD), people, sites, countries]
- [Strategic result with a number, e.g. Led a USD [X]m expansion that raised output by [X]% within budget]
- [Financial or growth result with a number]
- [People or culture result, e.g. Built a leadership team of [N]; staff turnover fell from [X]% to [Y]%]
- [Governance, risk or compliance result]

[Job title]
[Organisation], [City] | [Month Year] - [Month Year]
[Scope line]
- [Result with a number]
- [Result with a number]

[Earlier roles, one line each]
[Job title], [Organisation] | [Year] - [Year]
[Job title], [Organisation] | [Year] - [Year]

EDUCATION
[Degree, e.g. Master of Business Administration], [Institution] | [Year]
[Degree], [Institution] | [Year]
[Executive programme], [Institution] | [Year]

BOARD POSITIONS
[Role, e.g. Non-Executive Director, Chair of the Audit Committee]
[Organisation] | [Year] - [Present / Year]
[Role, e.g. Trustee], [Foundation, school or association] | [Year] - [Year]

SKILLS
[Core competence, e.g. strategy and turnaround]
[Core competence, e.g. corporate governance and risk]
[Core competence, e.g. stakeholder and government relations]
[Core competence, e.g. mergers, acquisitions and capital raising]

CERTIFICATIONS
[Professional designation, e.g. Chartered Accountant (Zimbabwe)], [Body] | [Year]
[Director or governance certification], [Body] | [Year]

PUBLICATIONS
[Author(s)], "[Title]", [Journal, newspaper or conference], [Year]
[Author(s)], "[Title]", [Publisher or outlet], [Year]

AFFILIATIONS
[Membership and grade], [Professional body or institute] | [Since Year]
[Membership], [Business or industry association] | [Since Year]

LANGUAGES
[e.g. English (fluent), Shona (native), Ndebele (conversational), Portuguese (working knowledge)]

REFERENCES
Available on request.
`

/** Both files of a level, e.g. JobsZW-CV-Template-Entry-Level.txt and its .docx. */
function filesFor(levelTitle: string): Pick<ResumeTemplate, 'fileName' | 'docxPath'> {
  const name = `${SITE_NAME}-CV-Template-${levelTitle}`
  return { fileName: `${name}.txt`, docxPath: `/templates/${name}.docx` }
}

export const resumeTemplates: Record<ResumeLevel, ResumeTemplate> = {
  'entry-level': {
    level: 'entry-level',
    title: 'Entry-Level CV Template',
    audience: '0-2 years of experience',
    overview:
      'For school leavers, graduates, attachment students and anyone with up to two years of work. With little work history, your education, projects and leadership do the persuading, so they come first. Attachment, holiday jobs, volunteering and running a small business all count as experience: show what you achieved in each.',
    whatToInclude: [
      'Education first: your degree or diploma with its class, then ZIMSEC A-Level and O-Level results in the form adverts ask for (e.g. "5 O-Levels including English and Maths").',
      'Experience: industrial attachment, internships, part-time and volunteer work, each with one or two results, not only duties.',
      'Projects: a dissertation, an app, a business plan or a community project, with what it achieved.',
      'Leadership: roles in clubs, student bodies, church or community groups, and what you organised.',
      'Skills named in the advert: software, technical skills, languages and a driver\u2019s licence if the job needs one.',
      'Certifications and short courses, with the issuing body and year.',
    ],
    ...filesFor('Entry-Level'),
    body: ENTRY_LEVEL,
  },
  'mid-level': {
    level: 'mid-level',
    title: 'Mid-Level CV Template',
    audience: '3-7 years of experience',
    overview:
      'For professionals with three to seven years of experience who want the next step up. Your experience now leads, and employers want evidence: numbers that show what changed because you were there. Show three or four positions, most recent first, and give older roles fewer lines.',
    whatToInclude: [
      'A professional summary of three or four lines: your title, years of experience, strongest result and the skills the advert asks for.',
      'Experience with metrics for 3-4 positions: sales grown, costs cut, people managed, budgets in USD, targets met, promotions.',
      'Education: degrees and the institution and year; the class matters less now than at entry level.',
      'Skills grouped as professional, systems and people skills.',
      'Certifications and professional memberships (for example ACCA, CIMA, PMP or a professional body in your field).',
      'Awards and recognition, with one line on why you received each.',
    ],
    ...filesFor('Mid-Level'),
    body: MID_LEVEL,
  },
  'senior-level': {
    level: 'senior-level',
    title: 'Senior-Level CV Template',
    audience: '8+ years of experience',
    overview:
      'For managers, directors and executives with eight or more years of experience. Boards and recruiters read a senior CV for scope and impact: the size of what you led and what changed under your leadership. Keep early career roles to a line each, and add the governance, publications and affiliations that show your standing in your field.',
    whatToInclude: [
      'An executive summary: your level, sector, headline results and the kind of role you want next.',
      'Experience: a scope line for each senior role (budget, people, sites, countries), then strategic, financial and people results.',
      'Education, including executive programmes.',
      'Board positions: non-executive directorships, committee roles and trusteeships.',
      'Skills as core leadership competences, such as strategy, governance, turnaround or stakeholder relations.',
      'Certifications: professional designations and governance training.',
      'Publications: articles, papers and reports you wrote or co-wrote.',
      'Affiliations: professional bodies and industry associations, with membership grade.',
      'Languages, and how well you speak each.',
    ],
    ...filesFor('Senior-Level'),
    body: SENIOR_LEVEL,
  },
}

/** The lead of a template's page, also its meta description. */
export function describeResumeTemplate(template: ResumeTemplate): string {
  return `For ${template.audience}. A CV layout to fill in on your phone or computer, as a Word file or plain text.`
}
