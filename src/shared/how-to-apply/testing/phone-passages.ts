/** Adverts that take applications, or questions, by WhatsApp or phone. */
import { passage } from './passage.ts'

export const phonePassages = [
  passage(
    'WhatsApp one number, call another',
    'To apply, WhatsApp 0772 123 456 or call 0712 345 678.',
    [
      ['whatsapp', '+263772123456'],
      ['phone', '+263712345678'],
    ],
  ),
  passage('"app", as people write WhatsApp', 'Interested? app +263 77 212 3456', [
    ['whatsapp', '+263772123456'],
  ]),
  passage(
    'two numbers to call for enquiries',
    'For enquiries call 0242 123456 or +263 242 700 000.',
    [
      ['phone', '+263242123456'],
      ['phone', '+263242700000'],
    ],
  ),
  passage(
    'an area code in brackets',
    'For more information contact the HR office on Tel: (024) 2700000.',
    [['phone', '+263242700000']],
  ),
  passage(
    'one number for calls and WhatsApp',
    'Call/WhatsApp 0773 555 111 for more details on this post.',
    [
      ['phone', '+263773555111'],
      ['whatsapp', '+263773555111'],
    ],
  ),
  passage(
    'the national prefix kept after the country code',
    'Send your CV via WhatsApp to +263 (0)78 123 4567',
    [['whatsapp', '+263781234567']],
    { documents: ['CV'] },
  ),
  passage(
    'two WhatsApp numbers split by a slash',
    'Interested candidates can WhatsApp their CVs to 0771 234 567/0712 345 678',
    [
      ['whatsapp', '+263771234567'],
      ['whatsapp', '+263712345678'],
    ],
    { documents: ['CV'] },
  ),
  passage('two numbers run together', 'Applications: WhatsApp 0772123456 0712345678', [
    ['whatsapp', '+263772123456'],
    ['whatsapp', '+263712345678'],
  ]),
  passage(
    'a wa.me link',
    'Apply by sending your CV on WhatsApp: https://wa.me/263772123456',
    [['whatsapp', '+263772123456']],
    { documents: ['CV'] },
  ),
  passage(
    'a fax number beside a phone number',
    'Call 0242 700 000 (ext 214) or fax 0242 700 001 for enquiries.',
    [['phone', '+263242700000']],
  ),
  passage(
    '"(WhatsApp only)" after the number',
    'Contact Mr Moyo on 0772 123 456 (WhatsApp only) for enquiries.',
    [['whatsapp', '+263772123456']],
  ),
  passage('SMS or call to apply', 'SMS or call 0719 222 333 to apply.', [
    ['phone', '+263719222333'],
  ]),
  passage('a South African number', 'Applications can also be sent on WhatsApp: +27 82 123 4567', [
    ['whatsapp', '+27821234567'],
  ]),
  passage(
    'a walk-in interview booked by phone',
    'Call us on 0242-791-000 to book a walk-in interview.',
    [['phone', '+263242791000']],
  ),
  passage(
    "a source's how-to-apply text that is only a WhatsApp number",
    { applyText: 'WhatsApp 0771 000 000 with your name and ID number.' },
    [['whatsapp', '+263771000000']],
  ),
  passage(
    '"Apply now!", then the numbers and an address',
    'Apply now! Call 0772 123 456 / 0712 345 678 or email jobs@kwik-bakers.co.zw',
    [
      ['phone', '+263772123456'],
      ['phone', '+263712345678'],
      ['email', 'jobs@kwik-bakers.co.zw'],
    ],
  ),
  passage('a VoIP number', 'For any queries regarding this position, call 08677 123 456.', [
    ['phone', '+2638677123456'],
  ]),
] as const
