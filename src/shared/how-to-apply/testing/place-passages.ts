/** Adverts that take applications by hand or by post. */
import { passage } from './passage.ts'

export const placePassages = [
  passage(
    'hand delivery to an office block',
    'Hand deliver applications to The HR Manager, 5th Floor, Karigamombe Centre, Harare.',
    [['in-person', 'The HR Manager, 5th Floor, Karigamombe Centre, Harare']],
  ),
  passage(
    'dropped at a reception, within hours',
    'Applications can be dropped at the reception, 12 Fife Street, Bulawayo, between 8am and 4pm.',
    [['in-person', 'The reception, 12 Fife Street, Bulawayo']],
  ),
  passage(
    'addressed to a private bag',
    'Applications should be addressed to The Director, P. Bag 7708, Causeway, Harare.',
    [['post', 'The Director, P. Bag 7708, Causeway, Harare']],
  ),
  passage('sent to a post box', 'Send your application to the Registrar, P.O. Box 123, Bulawayo.', [
    ['post', 'The Registrar, P.O. Box 123, Bulawayo'],
  ]),
  passage(
    'an address in capitals, one part per line',
    'Applications should be addressed to:\n\nTHE HUMAN RESOURCES MANAGER\nNATIONAL FOODS LIMITED\nP.O. BOX 269\nHARARE',
    [['post', 'THE HUMAN RESOURCES MANAGER, NATIONAL FOODS LIMITED, P.O. BOX 269, HARARE']],
  ),
  passage(
    'hand delivered or posted, marked with the post',
    'Hand deliver or post applications with a detailed CV and certified copies of certificates, marked "Procurement Officer", to The Human Resources Manager, Eastern Highlands Water Authority, 14 Herbert Chitepo Street, Mutare.',
    [
      [
        'in-person',
        'The Human Resources Manager, Eastern Highlands Water Authority, 14 Herbert Chitepo Street, Mutare',
      ],
      [
        'post',
        'The Human Resources Manager, Eastern Highlands Water Authority, 14 Herbert Chitepo Street, Mutare',
      ],
    ],
    { reference: 'Procurement Officer', documents: ['CV', 'Certified copies of certificates'] },
  ),
  passage(
    '"at or posted to the following address"',
    'Applications should be hand delivered at or posted to the following address: Chief Executive Officer, Mutare City Council, Civic Centre, Herbert Chitepo Street, Mutare',
    [
      [
        'in-person',
        'Chief Executive Officer, Mutare City Council, Civic Centre, Herbert Chitepo Street, Mutare',
      ],
      [
        'post',
        'Chief Executive Officer, Mutare City Council, Civic Centre, Herbert Chitepo Street, Mutare',
      ],
    ],
  ),
  passage(
    'brought to a branch on weekdays',
    'Bring your CV and a copy of your ID to our Avondale branch, 45 King George Road, Harare, from Monday to Friday.',
    [['in-person', 'Our Avondale branch, 45 King George Road, Harare']],
    { documents: ['CV', 'National ID'] },
  ),
  passage(
    'walk-in interviews at a hotel',
    'Walk-in interviews will be held at Rainbow Towers, Harare on 12 May 2025 from 8am.',
    [['in-person', 'Rainbow Towers, Harare']],
  ),
  passage(
    'a sealed envelope marked with the post, delivered to a hospital',
    'Applications in a sealed envelope clearly marked "Clinical Nurse - Gweru" should be delivered to the Hospital Secretary, Gweru Provincial Hospital, Gweru.',
    [['in-person', 'The Hospital Secretary, Gweru Provincial Hospital, Gweru']],
    { reference: 'Clinical Nurse - Gweru' },
  ),
  passage(
    'posted to a private bag',
    'Post your application to: The Human Resources Manager, Hwange Colliery Company, Private Bag 1001, Hwange',
    [['post', 'The Human Resources Manager, Hwange Colliery Company, Private Bag 1001, Hwange']],
  ),
  passage(
    'application forms submitted to a town clerk',
    'Completed application forms and CVs should be submitted to the Town Clerk, Kariba Municipality, P.O. Box 130, Kariba.',
    [['post', 'The Town Clerk, Kariba Municipality, P.O. Box 130, Kariba']],
    { documents: ['Application form', 'CV'] },
  ),
  passage(
    'an address under a HOW TO APPLY heading, with a lettered box',
    'HOW TO APPLY\nThe Human Resources Officer, ZimParks, P.O. Box CY 140, Causeway, Harare',
    [['post', 'The Human Resources Officer, ZimParks, P.O. Box CY 140, Causeway, Harare']],
  ),
  passage(
    'an email address or a shop to hand in at',
    'Email your CV and copies of certificates to careers@mariyedu.co.zw, or hand deliver to Mari Yedu Microfinance, Shop 3 Chipadze Shopping Centre, Bindura.',
    [
      ['email', 'careers@mariyedu.co.zw'],
      ['in-person', 'Mari Yedu Microfinance, Shop 3 Chipadze Shopping Centre, Bindura'],
    ],
    { documents: ['CV', 'Certificates'] },
  ),
  passage(
    'a person with titles and initials to hand in to',
    'Hand deliver to: Mr. T. Moyo, Office 5, 3rd Floor, Pearl House, Harare',
    [['in-person', 'Mr. T. Moyo, Office 5, 3rd Floor, Pearl House, Harare']],
  ),
  passage(
    '"the address below"',
    'Send your CV to the address below:\nHuman Resources\nMega Market\n45 Robert Mugabe Road\nMasvingo',
    [['post', 'Human Resources, Mega Market, 45 Robert Mugabe Road, Masvingo']],
    { documents: ['CV'] },
  ),
  passage(
    'a lettered post box in a hospital',
    'Interested persons should submit their CVs to the Human Resources Department, Harare Central Hospital, P.O. Box ST 14, Southerton, Harare.',
    [
      [
        'post',
        'The Human Resources Department, Harare Central Hospital, P.O. Box ST 14, Southerton, Harare',
      ],
    ],
    { documents: ['CV'] },
  ),
  passage(
    'dropped off at a house in a suburb',
    'Email your CV to hello@littlebaobabs.co.zw or drop it off at 8 Lomagundi Road, Mabelreign, Harare.',
    [
      ['email', 'hello@littlebaobabs.co.zw'],
      ['in-person', '8 Lomagundi Road, Mabelreign, Harare'],
    ],
    { documents: ['CV'] },
  ),
  passage(
    'a security desk in a town, in person',
    'Bring your CV, a copy of your ID and O-Level certificate in person to the Customer Service desk at any Baobab Supermarkets store in Harare, Monday to Friday between 9am and 3pm.',
    [['in-person', 'The Customer Service desk at any Baobab Supermarkets store in Harare']],
    { documents: ['CV', 'National ID', 'O Level certificate'] },
  ),
] as const
