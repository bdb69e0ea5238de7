/**
 * Advert bodies as Zimbabwean boards carry them, written for the tests of advert splitting:
 * recruitment agencies' adverts for several roles at once (numbered headings, capitals copied
 * from a newspaper, an ordered list, an NGO's "Position 1:"), and single-role adverts full of
 * section headings that must stay one job. Every name, address and number is invented.
 */

/** An agency's advert: `h3` roles, bold sections, a shared "How to apply" with the deadline. */
export const AGENCY_THREE_ROLES = `
<p>Our client, <strong>The Dangote Group</strong>, a leading cement manufacturer with operations
in Harare and Bulawayo, seeks to recruit suitably qualified and experienced persons to fill the
following positions:</p>
<h3>1. Sales Manager</h3>
<p><strong>Duties</strong></p>
<ul><li>Develop and drive the regional sales strategy for bagged and bulk cement.</li>
<li>Lead a team of six sales representatives and manage key distributor accounts.</li></ul>
<p><strong>Requirements</strong></p>
<ul><li>Degree in Marketing or Business Studies.</li><li>At least 5 years in FMCG or building materials sales.</li></ul>
<h3>2. Accountant</h3>
<p><strong>Duties</strong></p>
<ul><li>Prepare monthly management accounts and statutory returns (ZIMRA).</li>
<li>Reconcile multi-currency bank accounts and supervise two accounts clerks.</li></ul>
<p><strong>Requirements</strong></p>
<ul><li>CA(Z), ACCA or CIMA.</li><li>3 years post-qualification experience.</li></ul>
<h3>3. Fleet Supervisor</h3>
<p><strong>Duties</strong></p>
<ul><li>Schedule and track a fleet of 40 haulage trucks between Harare and Beitbridge.</li>
<li>Manage drivers, servicing and tyre records.</li></ul>
<p><strong>Requirements</strong></p>
<ul><li>Diploma in Logistics; Class 1 driver's licence an advantage.</li></ul>
<h3>How to Apply</h3>
<p>Interested candidates should send their CV and certified copies of certificates to
<a href="mailto:recruit@talentbridge.example">recruit@talentbridge.example</a>, stating the position
applied for in the subject line. Closing date: 14 March 2027.</p>
`

/** A newspaper advert pasted in: bold capitals for roles and for "HOW TO APPLY". */
export const NEWSPAPER_CAPITALS = `
<p><strong>VACANCIES</strong></p>
<p>Msasa Holdings (Private) Limited invites applications from suitably qualified candidates for
the following posts at its Willowvale plant.</p>
<p><strong>1. ACCOUNTS CLERK (x2)</strong></p>
<p>Reporting to the Finance Manager, the incumbent will capture invoices, maintain the debtors
ledger and prepare weekly cash reports.</p>
<ul><li>Diploma in Accounting</li><li>Knowledge of Pastel Evolution</li></ul>
<p><strong>2. SECURITY GUARD</strong></p>
<p>Responsible for access control at the main gate, patrols and the occurrence book on night shift.</p>
<ul><li>Grade 3 Security certificate</li><li>Clean police clearance</li></ul>
<p><strong>HOW TO APPLY</strong></p>
<p>Hand deliver applications to the Human Resources Office, 12 Kelvin Road North, Graniteside,
Harare, not later than 20 February 2027.</p>
`

/** A school's roles as an ordered list, each item with its own requirements. */
export const SCHOOL_ORDERED_LIST = `
<p>Chisipite Heights College, an independent day school in Harare, has the following vacancies
for the January term:</p>
<ol>
<li><strong>Teacher – Mathematics</strong>
<ul><li>Degree in Mathematics with a teaching qualification.</li><li>Able to teach to A Level (ZIMSEC and Cambridge).</li></ul></li>
<li><strong>Laboratory Technician</strong>
<ul><li>National Diploma in Science Laboratory Technology.</li><li>Experience preparing Chemistry practicals for Forms 1 to 6.</li></ul></li>
</ol>
<p>Applications, with a CV and three referees, should be emailed to
<a href="mailto:bursar@chisipite-heights.example">bursar@chisipite-heights.example</a> by 30 November 2026.</p>
`

/** An NGO's call: "Position 1:" titles in `h2`, sections in `h3` under each. */
export const NGO_POSITIONS = `
<h2>Position 1: Monitoring and Evaluation Officer (Ref: ME/01)</h2>
<h3>Job Purpose</h3>
<p>To design and run the monitoring system of the WASH programme in Masvingo and Chiredzi districts.</p>
<h3>Qualifications and Experience</h3>
<ul><li>Degree in Statistics, Development Studies or related field.</li><li>Three years in M&amp;E.</li></ul>
<h2>Position 2: Community Mobiliser (Ref: CM/02)</h2>
<h3>Job Purpose</h3>
<p>To mobilise communities for borehole rehabilitation and hygiene promotion in ward 12.</p>
<h3>Qualifications and Experience</h3>
<ul><li>Diploma in Social Work.</li><li>Fluent in Shona and Xichangana.</li></ul>
`

/** One role, many section headings (`h3` and bold lines): must stay one job. */
export const SINGLE_ROLE_SECTIONS = `
<h3>About the Company</h3>
<p>Zambezi Mutual is a life assurance and pensions company with branches in Harare, Bulawayo and
Mutare.</p>
<h3>Job Purpose</h3>
<p>The Finance Manager will lead financial reporting, budgeting and treasury.</p>
<p><strong>Reporting to the Chief Executive Officer</strong></p>
<h3>Key Responsibilities</h3>
<ul><li>Prepare IFRS 17 compliant financial statements.</li><li>Manage the finance team of five.</li></ul>
<h3>Qualifications and Experience</h3>
<ul><li>CA(Z) with 5 years at senior level, 2 of them in insurance.</li></ul>
<h3>Skills</h3>
<ul><li>Leadership, IFRS, Sage X3.</li></ul>
<h3>Benefits</h3>
<p>Medical aid, funeral cover and a vehicle scheme.</p>
<h3>How to Apply</h3>
<p>Email your CV to <a href="mailto:careers@zambezimutual.example">careers@zambezimutual.example</a>
by 5 December 2026.</p>
`

/** One role with a numbered requirements list that names qualifications like jobs. */
export const SINGLE_ROLE_NUMBERED_REQUIREMENTS = `
<p><strong>Internal Auditor</strong></p>
<p>A parastatal in Gweru seeks an Internal Auditor to review controls across its depots.</p>
<p><strong>Requirements</strong></p>
<ol><li>Degree in Accounting or Finance.</li>
<li>Certified Internal Auditor</li>
<li>At least 4 years of audit experience, 2 of them in the public sector.</li>
<li>Registered Public Accountant</li></ol>
<p>Send applications to the Human Resources Manager, P.O. Box 14, Gweru, by 12 January 2027.</p>
`

/** An advert that names its roles in a list without anything of their own: one job. */
export const ROLES_NAMED_ONLY = `
<p>Econet Wireless is recruiting for its Bulawayo shop. Positions available:</p>
<ol><li>Sales Representative</li><li>Shop Supervisor</li><li>Cashier</li></ol>
<p>Requirements for all posts: 5 O Levels including English and Mathematics, good customer care
and availability to work weekends. Walk in with your CV to 90 Fife Street.</p>
`

/** A detail container that also caught the board's "Similar Jobs", whose titles are links. */
export const SINGLE_ROLE_WITH_SIMILAR_JOBS = `
<h2>Accountant</h2>
<p>Delta Beverages is looking for an Accountant for its Southerton brewery, responsible for
cost accounting, stock valuations and month-end close.</p>
<h3>Similar Jobs</h3>
<h4><a href="https://board.example/jobs/assistant-accountant-1/">Assistant Accountant</a></h4>
<p>Innscor Africa · Harare · Closing 3 Dec</p>
<h4>Cost Accountant</h4>
<p>Schweppes Zimbabwe · Harare · Closing 9 Dec. Cost accounting, variance analysis, inventory counts.</p>
<h4>Management Accountant</h4>
<p>Dairibord · Chitungwiza · Closing 1 Dec. Management accounts, budgets, board packs for the group.</p>
`

/** Bold sections only, a civil-society style advert for one post. */
export const SINGLE_ROLE_BOLD_SECTIONS = `
<p><strong>HUMAN RESOURCES OFFICER</strong></p>
<p>Harare Residents Trust seeks a Human Resources Officer on a two-year contract.</p>
<p><strong>Duties and Responsibilities</strong></p>
<ul><li>Recruitment, contracts and personnel files for 60 staff.</li><li>Payroll inputs and NSSA returns.</li></ul>
<p><strong>Key Result Areas</strong></p>
<ul><li>Vacancies filled within 45 days; files audit-ready.</li></ul>
<p><strong>Person Specification</strong></p>
<ul><li>Degree in Human Resources Management; IPMZ membership.</li></ul>
<p><strong>REMUNERATION</strong></p>
<p>Competitive, in line with the Trust's grading.</p>
`
