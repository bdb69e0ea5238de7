/**
 * Cover letter templates. The text is plain, with [brackets]
 * for what the reader fills in, so that it pastes cleanly into an email or a word processor.
 */

export interface CoverLetterTemplate {
  id: string
  title: string
  /** who the template is for, in one sentence */
  audience: string
  text: string
}

export const COVER_LETTER_TEMPLATES: readonly CoverLetterTemplate[] = [
  {
    id: 'graduate',
    title: 'Graduate or entry level',
    audience:
      'For school leavers, recent graduates and anyone applying for a first job, traineeship or internship.',
    text: `[Your full name]
[Your address, e.g. 12 Second Street, Avondale, Harare]
[Phone / WhatsApp number]
[Email address]

[Date, e.g. 14 March 2025]

The Human Resources Manager
[Company name]
[Company address]

Dear [Mr/Ms Surname, or Sir/Madam if no name is given],

RE: APPLICATION FOR THE POST OF [JOB TITLE] ([REFERENCE NUMBER, if given])

I am writing to apply for the position of [job title] advertised on [where you saw it] on [date]. I recently completed a [qualification, e.g. Bachelor of Science Honours in Computer Science] at [institution], and I am keen to begin my career with [company name] because [one specific reason: its work, its reputation or a project of theirs you admire].

During my [industrial attachment / internship] at [organisation], I [one achievement with a result, e.g. helped the IT team move 40 staff to a new email system and wrote the user guide they still use]. At [institution] I also [project, leadership role or club], which taught me [a skill the advert asks for, e.g. how to plan work to deadlines and explain technical issues simply].

Your advert asks for [two requirements from the advert]. I [evidence for the first, e.g. passed Database Systems with a distinction] and [evidence for the second, e.g. led a team of four on our final-year project]. I learn quickly, I am reliable, and I am ready to work wherever the role needs me.

I have attached my CV and copies of my certificates. I would welcome the opportunity to discuss how I can contribute to your team, and I am available for an interview at any time on [phone number].

Thank you for considering my application.

Yours faithfully,
[Use "Yours sincerely" if you addressed a named person]

[Your full name]`,
  },
  {
    id: 'experienced',
    title: 'Experienced professional',
    audience:
      'For people with several years of experience applying for a similar or more senior role.',
    text: `[Your full name]
[Your address]
[Phone / WhatsApp number]
[Email address]

[Date]

[Name of the hiring manager, if known]
[Their job title]
[Company name]
[Company address]

Dear [Mr/Ms Surname],

RE: APPLICATION FOR THE POST OF [JOB TITLE] ([REFERENCE NUMBER, if given])

I am applying for the position of [job title] at [company name]. With [number] years of experience in [field], most recently as [current job title] at [current employer], I have [the main result of your career that matches this role, e.g. built and led a finance team that closes the monthly accounts in five working days].

In my current role I:
- [Achievement 1 with a number, e.g. reduced debtors over 90 days from USD 18,000 to USD 6,500 in eight months]
- [Achievement 2 that matches a key requirement in the advert]
- [Achievement 3 showing leadership, e.g. trained and supervise three accounts clerks]

[Company name]'s [specific project, growth plan or challenge you know about] is exactly the kind of work I want to do next. I am confident that my experience in [two skills the advert asks for] would help your team [a result they care about].

I hold [key qualification or professional membership, e.g. a BCom in Accounting and full ACCA membership], and I am comfortable with [systems or tools named in the advert].

My CV with full details and references is attached. I would welcome the chance to discuss the role with you. I can be reached on [phone number] or [email address].

Yours sincerely,

[Your full name]`,
  },
  {
    id: 'career-changer',
    title: 'Career changer',
    audience:
      'For people moving into a new field who need to connect past experience to the new role.',
    text: `[Your full name]
[Your address]
[Phone / WhatsApp number]
[Email address]

[Date]

The Human Resources Manager
[Company name]
[Company address]

Dear [Mr/Ms Surname, or Sir/Madam if no name is given],

RE: APPLICATION FOR THE POST OF [JOB TITLE] ([REFERENCE NUMBER, if given])

I would like to apply for the position of [job title] at [company name]. After [number] years as a [current or previous profession], I am moving into [new field] because [a short, positive reason, e.g. the part of my work I enjoy most has always been training and developing people].

My experience gives me a strong foundation for this role:
- [Transferable skill 1 with evidence, e.g. as a teacher I planned and delivered training to more than 120 learners a year and assessed their progress]
- [Transferable skill 2 with evidence, e.g. I coordinated our school's staff development days for three years]
- [Transferable skill 3 with evidence, e.g. I prepared termly reports for parents and the district office]

To prepare for this move I have [completed a course or certificate, e.g. a Diploma in Human Resources Management with the Institute of People Management of Zimbabwe], and I have [practical experience in the new field, e.g. run induction training for new volunteers at a community organisation since 2023].

I understand that I am changing direction, and I bring commitment, maturity and a record of delivering results. I am confident I can quickly add value to [company name] as [job title].

My CV is attached. I would be grateful for the opportunity to discuss my application, and I can be reached on [phone number].

Yours faithfully,
[Use "Yours sincerely" if you addressed a named person]

[Your full name]`,
  },
]

export const COVER_LETTER_DOS: readonly string[] = [
  'Write a new letter, or at least a new middle section, for every job. Match it to the requirements in the advert, point by point.',
  'Use the exact job title and reference number from the advert in the subject line.',
  'Address a named person when you can find one; check the spelling of their name.',
  'Keep it to one page: three or four short paragraphs.',
  'Give evidence: numbers, results and specific examples, not adjectives.',
  'Follow the application instructions exactly: the format, the documents, the subject line and the address.',
  'Proofread twice, read it aloud once, and ask someone else to check it.',
  'Send it before the deadline, ideally at least a day early.',
]

export const COVER_LETTER_DONTS: readonly string[] = [
  'Do not repeat your whole CV. Pick the two or three things that matter most for this job.',
  'Do not send the same letter with the wrong company name still in it. Employers notice.',
  'Do not beg, or talk about personal hardship. Explain what you can do for the employer.',
  'Do not criticise your current or former employer.',
  'Do not use SMS spelling, slang or emoji, even if you apply by WhatsApp.',
  'Do not include your ID number, date of birth or religion unless the advert asks for them.',
  'Do not pay anyone who asks for a fee to receive or "fast-track" your application.',
]
