/**
 * What must not be read as a way to apply: the employer's switchboard, blurbs, dates, pay,
 * addresses inside links, transfers, qualifications; and, for each rule, the passage just on the
 * other side of it.
 */
import { nothing, passage } from './passage.ts'

export const notToReadPassages = [
  nothing(
    "the employer's footer",
    'Zimbabwe Power Company, 6th Floor Electricity Centre, 25 Samora Machel Avenue, Harare. Tel: +263 242 774 508. Email: info@zpc.co.zw',
  ),
  nothing(
    'a number in a blurb',
    'Dzimbahwe Hardware has served Gweru since 1984. Call us on 0242 700 000 for all your hardware needs.',
  ),
  nothing(
    'a website in a blurb',
    'Visit our website https://www.delta.co.zw to learn about our brands.',
  ),
  nothing('a company that delivers', 'We deliver to clients across Harare and Bulawayo.'),
  nothing('a closing date and time', 'Closing date: 01/03/2025 08:00'),
  nothing('pay and a date', 'Salary: USD1,200 - 1,500 per month. Apply by 01-03-2025.'),
  nothing(
    'a transfer, not a post',
    'Successful candidates may be posted to any of our branches in Harare.',
  ),
  nothing(
    'qualifications, not documents',
    "Must have a clean class 4 driver's licence and 5 O Levels including English.",
  ),
  nothing(
    'duties that submit certificates',
    'Prepare and submit VAT returns and obtain tax clearance certificates.',
  ),
  nothing('a promise to call back', 'Only shortlisted candidates will be contacted.'),
  nothing('a WhatsApp number alone in the advert', 'WhatsApp 0772 123 456'),
  nothing('an email label alone in the advert', 'Email: info@abc.co.zw'),
  nothing('a sales address', 'Our email address is sales@abc.co.zw.'),
  nothing('a fax number to apply by', 'For applications, fax 0242 700 001.'),
  nothing('an old 7-digit number', 'For enquiries call (04) 700000.'),
  nothing('a javascript: apply link', { applyUrl: 'javascript:alert(document.cookie)' }),
  nothing('a data: apply link', { applyUrl: 'data:text/html,<script>alert(1)</script>' }),
  nothing('a protocol-relative apply link', { applyUrl: '//evil.example/apply' }),
  nothing('an apply address with a second address in it', {
    applyEmail: 'hr@example.co.zw,boss@example.co.zw',
  }),
  nothing('an address with no place in it', 'Hand deliver your application to our offices.'),
  passage(
    'an address inside a link is part of the link',
    'Apply online at https://jobs.example.co.zw/apply?contact=hr@example.co.zw',
    [['link', 'https://jobs.example.co.zw/apply?contact=hr@example.co.zw']],
  ),
  passage(
    '"clearly marking the position applied for" is no reference',
    'Send your CV to hr@pelhams.co.zw, clearly marking the position applied for.',
    [['email', 'hr@pelhams.co.zw']],
    { documents: ['CV'] },
  ),
  passage('a WhatsApp number in the source text counts', { applyText: 'WhatsApp 0772 123 456' }, [
    ['whatsapp', '+263772123456'],
  ]),
  passage('an email label under How to apply counts', '### How to apply\nEmail: info@abc.co.zw', [
    ['email', 'info@abc.co.zw'],
  ]),
  passage(
    'a footer number counts when the footer says to apply through it',
    'Tel: +263 242 774 508. To apply, call +263 242 774 508.',
    [['phone', '+263242774508']],
  ),
  passage(
    'a time and a date beside a number',
    'Interviews start at 10:00 on 2025-04-01. Call 0772 123 456 for enquiries.',
    [['phone', '+263772123456']],
  ),
] as const
