/**
 * Demo listings loaded into an empty database so that a fresh install shows a realistic board.
 * The organisations are fictional; apply links use the reserved `.example` TLD so that no real
 * employer is misrepresented. Deadlines are calendar days relative to the day of loading
 * (in the site's timezone), so every urgency class is populated whenever the data is loaded
 * (#shared/job-template.ts). Each is written as employers write: salary as free text in USD or
 * null, the description in markdown (an intro, "## Key responsibilities", often "## What we
 * offer"; 120-300 words), requirements as a markdown list or null, and a link or how to apply
 * by email or in person.
 */
import type { JobTemplate } from '#shared/job-template.ts'

export const demoJobTemplates: JobTemplate[] = [
  {
    key: 'mhofu-mine-surveyor-zvishavane',
    title: 'Mine Surveyor',
    company: 'Mhofu Mining Company',
    location: 'Zvishavane, Midlands',
    salary: 'Competitive + mining allowance',
    employmentType: 'Full-time',
    description: `Mhofu Mining Company operates an underground gold mine and a small chrome section outside Zvishavane. We are expanding our survey department as we open two new levels and are looking for a Mine Surveyor who is comfortable both underground and in the office. Learn more about our operations at [mhofu-mining.example](https://www.mhofu-mining.example).

## Key responsibilities

- Carry out underground and surface surveys, including development, stope and tonnage measurements
- Maintain accurate mine plans, sections and the survey database
- Give lines and grades to development crews and check compliance against the mine design
- Prepare monthly measurement reports for the Mine Manager and the planning team
- Work with geology and planning on reserve reconciliation and volumetric calculations
- Ensure all survey work meets the requirements of the Mines and Minerals Act and company safety standards

## What we offer

- Competitive salary plus mining and underground allowances
- Company housing in the mine village and a medical aid contribution
- Funded continuing professional development

The successful candidate will report to the Chief Surveyor and may be required to work shifts when development schedules demand it.`,
    requirements: `- National Diploma or Degree in Mine Surveying or Geomatics
- Government Mine Surveyor's Certificate of Competency is a strong advantage
- At least 3 years' experience in an underground mining environment
- Proficiency with total stations, AutoCAD and Surpac or Datamine
- Medically fit for underground work`,
    jobLink: 'https://careers.mhofu-mining.example/jobs/114',
    applyInstructions: null,
    tags: ['Mining', 'Surveying', 'AutoCAD', 'Gold'],
    postedDaysAgo: 6,
    closesInDays: 21,
  },
  {
    key: 'zambezi-mfb-relationship-manager-sme-harare',
    title: 'Relationship Manager - SME Banking',
    company: 'Zambezi Microfinance Bank',
    location: 'Harare',
    salary: 'US$1,800 - US$2,200 per month',
    employmentType: 'Full-time',
    description: `Zambezi Microfinance Bank is a deposit-taking microfinance institution serving small businesses, informal traders and farmers across Zimbabwe. Our SME Banking unit in Harare is growing quickly and we need an experienced Relationship Manager to build and manage a portfolio of small and medium enterprise clients.

## Key responsibilities

- Grow a portfolio of SME clients in manufacturing, retail, transport and agro-processing
- Assess credit applications, analyse cash flows and prepare credit papers for approval
- Monitor loan performance and take early action on arrears
- Cross-sell transactional accounts, mobile banking, payroll services and trade finance
- Conduct regular site visits and keep client records up to date in the core banking system
- Ensure full compliance with KYC, AML and Reserve Bank of Zimbabwe guidelines

## What we offer

- Basic salary plus a quarterly performance bonus
- Staff loan scheme and medical aid
- Structured training in credit analysis and relationship management

This is a target-driven role suited to someone who enjoys being out in the market and who understands how small businesses in Zimbabwe actually operate.`,
    requirements: `- Degree in Banking, Finance, Accounting or Economics
- IOBZ Diploma in Banking is an added advantage
- Minimum 4 years' banking experience, at least 2 in SME or business lending
- Strong credit analysis and financial statement interpretation skills
- Existing network of SME clients in Harare
- Clean class 4 driver's licence`,
    jobLink: 'https://careers.zambezi-mfb.example/vacancies/rm-sme-2025',
    applyInstructions: null,
    tags: ['Banking', 'SME', 'Credit', 'Sales'],
    postedDaysAgo: 18,
    closesInDays: 0,
  },
  {
    key: 'tinashe-health-me-officer-masvingo',
    title: 'Monitoring and Evaluation Officer',
    company: 'Tinashe Health Trust',
    location: 'Masvingo',
    salary: 'USD 1,400 per month',
    employmentType: 'Contract',
    description: `Tinashe Health Trust is a Zimbabwean non-profit working with the Ministry of Health and Child Care to improve maternal, newborn and child health in rural districts. We are recruiting a Monitoring and Evaluation Officer for a three-year community health programme covering Masvingo, Bikita and Zaka districts. The initial contract is for 12 months, renewable subject to performance and funding.

## Key responsibilities

- Implement the programme M&E plan and maintain the indicator tracking table
- Design data collection tools and train community health workers to use them
- Conduct routine data quality assessments at facility and community level
- Analyse programme data using Excel, KoboToolbox and DHIS2 and prepare monthly and quarterly reports
- Support baseline, midline and endline surveys together with external consultants
- Document success stories and lessons learned for donors and partners

## What we offer

- A 12-month renewable contract with medical aid and a communication allowance
- Field allowances when travelling to districts

Tinashe Health Trust is an equal opportunity employer. Women are strongly encouraged to apply.`,
    requirements: `- Degree in Statistics, Public Health, Development Studies or a related field
- Post-graduate diploma in Monitoring and Evaluation is an advantage
- At least 3 years' M&E experience in a health or NGO programme
- Practical experience with KoboToolbox or ODK and DHIS2
- Good report writing skills and working knowledge of Shona
- Clean class 4 driver's licence`,
    jobLink: null,
    applyInstructions:
      'Email a cover letter, CV and certified copies of certificates to recruitment@tinashe-health.example with "M&E Officer - Masvingo" in the subject line. Only shortlisted candidates will be contacted.',
    tags: ['NGO', 'M&E', 'Data analysis', 'Health'],
    postedDaysAgo: 12,
    closesInDays: 2,
  },
  {
    key: 'kurima-agronomist-marondera',
    title: 'Agronomist',
    company: 'Kurima Agro Holdings',
    location: 'Marondera, Mashonaland East',
    salary: null,
    employmentType: 'Full-time',
    description: `Kurima Agro Holdings runs a contract farming scheme supporting more than 3,000 smallholder tobacco and maize growers in Mashonaland East. We provide inputs, extension support and a guaranteed market. We are looking for an Agronomist to lead crop production support for growers in the Marondera, Wedza and Hwedza areas.

## Key responsibilities

- Develop seasonal crop production plans and input packages for contracted growers
- Supervise and mentor a team of field extension officers
- Monitor crop establishment, pest and disease pressure and recommend timely interventions
- Run farmer field days and demonstration plots on good agricultural practices, including curing and grading
- Collect yield estimates and prepare weekly crop status reports for management
- Promote conservation agriculture, soil fertility management and responsible use of agrochemicals

## What we offer

- Company motorbike or vehicle and fuel allowance
- Medical aid and pension
- Performance bonus linked to grower yields and quality

This role involves extensive travel within the province during the growing season.`,
    requirements: `- Degree in Agriculture, Agronomy or Crop Science
- Minimum 3 years' experience in tobacco or field crop production
- Good understanding of the tobacco value chain and TIMB regulations
- Experience supervising extension staff
- Fluent in English and Shona
- Class 4 driver's licence`,
    jobLink: null,
    applyInstructions:
      'Email your CV and certified copies of certificates to recruitment@kurima-agro.example with the job title in the subject line.',
    tags: ['Agriculture', 'Agronomy', 'Tobacco'],
    postedDaysAgo: 10,
    closesInDays: 3,
  },
  {
    key: 'nyanga-valley-front-office-receptionist-mutare',
    title: 'Front Office Receptionist',
    company: 'Nyanga Valley Hotels',
    location: 'Mutare, Manicaland',
    salary: 'USD 350 per month',
    employmentType: 'Full-time',
    description: `Nyanga Valley Hotels owns three hotels in Manicaland, serving business travellers, conference groups and tourists heading to the Eastern Highlands. Our Mutare city hotel has an opening for a friendly and well-organised Front Office Receptionist.

## Key responsibilities

- Welcome guests and handle check-in and check-out quickly and accurately
- Take reservations by phone, email and online booking platforms
- Process payments in USD, ZiG and by card and balance the shift float
- Respond to guest queries and complaints and escalate where necessary
- Coordinate with housekeeping and maintenance on room readiness
- Keep the front office system and guest records up to date

## What we offer

- Basic salary plus a share of the service charge
- Meals on duty and uniform
- Training in our property management system

The role involves rotating shifts, including weekends and public holidays.`,
    requirements: `- 5 O-Levels including English and Maths
- Certificate or Diploma in Hospitality Management or Tourism
- At least 1 year's front office experience in a hotel or lodge
- Computer literate; experience with Opera or a similar system is an advantage
- Excellent spoken English; a second language such as Portuguese is a plus`,
    jobLink: 'https://www.nyanga-valley-hotels.example/careers/front-office-mutare',
    applyInstructions: null,
    tags: ['Hospitality', 'Customer service', 'Front office'],
    postedDaysAgo: 26,
    closesInDays: -5,
  },
  {
    key: 'simba-fibre-noc-engineer-harare',
    title: 'Network Operations Centre Engineer',
    company: 'Simba Fibre Networks',
    location: 'Harare',
    salary: 'USD 1,500 - 1,900 per month',
    employmentType: 'Full-time',
    description: `Simba Fibre Networks is an internet service provider delivering fibre-to-the-home, enterprise connectivity and wireless last-mile services in Harare, Bulawayo and Gweru. Our 24/7 Network Operations Centre monitors the core network and customer services, and we are adding an engineer to the team. See [simba-fibre.example](https://www.simba-fibre.example) for more about us.

## Key responsibilities

- Monitor the core IP/MPLS network, fibre rings and wireless sites using our NMS tools
- Troubleshoot and resolve routing, switching and last-mile faults within SLA
- Open, manage and close incident tickets and escalate to field teams or vendors
- Coordinate planned maintenance windows and communicate with affected enterprise customers
- Produce daily network health and availability reports
- Document procedures and contribute to continuous improvement of NOC processes

## What we offer

- Shift allowance and data allowance
- Medical aid and funded certifications (CCNP, MikroTik, Juniper)
- A modern NOC and a collaborative engineering team

The position runs on a rotating shift schedule, including nights and weekends.`,
    requirements: `- Degree in Telecommunications, Electronic Engineering or Computer Science
- CCNA required; CCNP or MTCRE is an advantage
- At least 2 years' experience in a NOC or ISP environment
- Good knowledge of BGP, OSPF, VLANs and GPON
- Familiarity with monitoring tools such as Zabbix, LibreNMS or PRTG`,
    jobLink: 'https://careers.simba-fibre.example/jobs/noc-engineer',
    applyInstructions: null,
    tags: ['Telecoms', 'Networking', 'ISP', 'NOC'],
    postedDaysAgo: 5,
    closesInDays: 14,
  },
  {
    key: 'hope-springs-registered-general-nurse-bulawayo',
    title: 'Registered General Nurse',
    company: 'Hope Springs Medical Centre',
    location: 'Bulawayo',
    salary: 'USD 900 per month plus on-call allowance',
    employmentType: 'Full-time',
    description: `Hope Springs Medical Centre is a 60-bed private hospital in Bulawayo offering general medical, surgical and maternity services. We are looking for compassionate and skilled Registered General Nurses to join our ward nursing team.

## Key responsibilities

- Assess, plan, implement and evaluate nursing care for admitted patients
- Administer medication and treatments as prescribed and keep accurate records
- Monitor patients' vital signs and report changes to the doctor on duty
- Educate patients and families on discharge, follow-up and self-care
- Maintain infection prevention and control standards on the ward
- Supervise student nurses and nurse aides on shift

## What we offer

- Competitive salary with on-call and night duty allowances
- Medical aid for you and your immediate family
- Paid CPD hours and support for specialist training

Candidates must be willing to work day and night shifts, weekends and public holidays.`,
    requirements: `- Diploma or Degree in General Nursing
- Registered with the Nursing Council of Zimbabwe with a current practising certificate
- At least 2 years' post-qualification experience in a hospital setting
- Current BLS certificate; ACLS is an advantage
- Midwifery qualification is an added advantage`,
    jobLink: 'https://www.hopesprings-medical.example/careers/rgn-2025',
    applyInstructions: null,
    tags: ['Health', 'Nursing', 'Hospital'],
    postedDaysAgo: 14,
    closesInDays: 0,
  },
  {
    key: 'dzimbahwe-hardware-accounts-clerk-gweru',
    title: 'Accounts Clerk',
    company: 'Dzimbahwe Hardware Wholesalers',
    location: 'Gweru',
    salary: 'USD 500 per month',
    employmentType: 'Full-time',
    description: `Dzimbahwe Hardware Wholesalers supplies building materials, plumbing and electrical goods to contractors and retailers across the Midlands. We are looking for a reliable Accounts Clerk to join our small finance team at the Gweru head office.

## Key responsibilities

- Capture sales, purchases, receipts and payments in Sage Pastel
- Prepare bank reconciliations for USD and ZiG accounts
- Maintain debtors and creditors ledgers and follow up on overdue accounts
- Process supplier invoices and prepare payment schedules for approval
- Assist with monthly VAT returns and PAYE calculations for submission to ZIMRA
- File and maintain supporting documents for audit

## What we offer

- Basic salary plus transport allowance
- Staff discount on all products
- On-the-job training and exposure to all areas of the accounts function

This is a good opportunity for someone early in their accounting career who wants hands-on experience in a busy trading business.`,
    requirements: `- 5 O-Levels including English and Maths, and 2 A-Level passes
- Diploma in Accounting (IAC, ACCA foundation level or equivalent)
- At least 1 year's experience in a similar role
- Working knowledge of Sage Pastel and Microsoft Excel
- ZIMRA tax knowledge (VAT and PAYE) is an advantage`,
    jobLink: null,
    applyInstructions:
      'Email your CV and copies of certificates to jobs@dzimbahwe-hardware.example, quoting "Accounts Clerk" in the subject line.',
    tags: ['Accounting', 'Bookkeeping', 'Pastel', 'Retail'],
    postedDaysAgo: 30,
    closesInDays: -12,
  },
  {
    key: 'greenwood-heights-grade-7-teacher-harare',
    title: 'Grade 7 Teacher',
    company: 'Greenwood Heights Junior School',
    location: 'Harare',
    salary: 'Negotiable',
    employmentType: 'Full-time',
    description: `Greenwood Heights Junior School is an independent co-educational primary school in Harare's northern suburbs, following the ZIMSEC curriculum with a strong emphasis on reading, sport and the arts. We have a vacancy for a Grade 7 class teacher from the start of next term.

## Key responsibilities

- Plan and deliver engaging lessons across the Grade 7 curriculum in line with the Heritage-Based Curriculum
- Prepare learners for ZIMSEC Grade 7 examinations, including continuous assessment learning activities (CALA)
- Track learner progress, keep records and write termly reports
- Communicate regularly with parents and hold consultation meetings
- Take part in co-curricular activities such as sport, clubs or music
- Contribute to a caring and well-disciplined school environment

## What we offer

- Salary negotiable based on qualifications and experience
- Fee remission for teachers' children
- Professional development workshops every term`,
    requirements: `- Diploma or Degree in Primary Education
- At least 3 years' teaching experience, preferably with Grade 6 or 7 classes
- Proven record of good ZIMSEC Grade 7 results
- Computer literate and comfortable using a projector and learning apps
- Ability to coach at least one sport or activity`,
    jobLink: null,
    applyInstructions:
      'Email a cover letter, CV, certified copies of certificates and two reference letters to headmaster@greenwood-heights.example.',
    tags: ['Education', 'Teaching', 'Primary'],
    postedDaysAgo: 3,
    closesInDays: 30,
  },
  {
    key: 'tsoka-software-developer-react-node-harare',
    title: 'Software Developer (React/Node)',
    company: 'Tsoka Digital Labs',
    location: 'Harare',
    salary: 'US$1,500 - US$2,500 depending on experience',
    employmentType: 'Full-time',
    description: `Tsoka Digital Labs is a Harare-based product studio that builds web and mobile platforms for clients in fintech, agriculture and logistics across Southern Africa. We are growing our engineering team and are looking for a Software Developer who enjoys shipping well-tested code. Read about our work at [tsoka-labs.example](https://www.tsoka-labs.example).

## Key responsibilities

- Build and maintain web applications with React and TypeScript
- Design and implement REST and GraphQL APIs in Node.js with PostgreSQL
- Write unit and integration tests and take part in code reviews
- Integrate with local payment platforms and mobile money APIs
- Work closely with designers and product managers to turn requirements into working features
- Help improve our CI/CD pipelines and deployment on cloud infrastructure

## What we offer

- Hybrid working (two days in our Avondale office)
- Backup power and fast fibre in the office
- Annual learning budget and a laptop of your choice
- Medical aid and performance bonus

We review applications continuously and will close the role once we find the right person.`,
    requirements: `- At least 2 years' professional experience with JavaScript/TypeScript
- Solid experience with React and Node.js (Express, Fastify or Hono)
- Good knowledge of SQL and relational databases
- Comfortable with Git and code review workflows
- A degree in Computer Science is helpful but a strong portfolio matters more`,
    jobLink: 'https://jobs.tsoka-labs.example/software-developer',
    applyInstructions: null,
    tags: ['Tech', 'React', 'Node.js', 'TypeScript'],
    postedDaysAgo: 22,
    closesInDays: null,
  },
  {
    key: 'limpopo-freight-driver-class-2-bulawayo',
    title: 'Driver (Class 2)',
    company: 'Limpopo Freight Logistics',
    location: 'Bulawayo',
    salary: 'USD 450 per month + trip allowances',
    employmentType: 'Full-time',
    description: `Limpopo Freight Logistics moves fast-moving consumer goods, building materials and agricultural produce between Bulawayo, Harare, Beitbridge and Victoria Falls. We are recruiting experienced Class 2 drivers for our Bulawayo depot.

## Key responsibilities

- Drive company rigid trucks safely on local and regional routes
- Carry out daily pre-trip vehicle inspections and report defects
- Ensure cargo is loaded, secured and delivered in good condition and on time
- Keep trip sheets, delivery notes and fuel records accurate and complete
- Comply with road traffic regulations, company policies and ZINARA requirements
- Treat customers professionally at every delivery point

## What we offer

- Basic salary plus trip and subsistence allowances
- Protective clothing and uniform
- Defensive driving refresher training

**Please note:** Limpopo Freight Logistics never asks for money at any stage of recruitment. Anyone requesting a "registration" or "processing" fee in our name is a scammer.`,
    requirements: `- Class 2 driver's licence with defensive driving certificate
- Valid medical certificate and police clearance
- At least 3 years' experience driving trucks of 10 tonnes and above
- 5 O-Levels including English
- Clean driving record`,
    jobLink: null,
    applyInstructions:
      'Hand deliver a copy of your CV, licence, defensive driving certificate and ID to the Transport Manager, Limpopo Freight Logistics, 22 Fife Street, Bulawayo, between 8am and 4pm on weekdays.',
    tags: ['Logistics', 'Driving', 'Transport'],
    postedDaysAgo: 8,
    closesInDays: 1,
  },
  {
    key: 'aquifer-drilling-borehole-supervisor-chinhoyi',
    title: 'Borehole Drilling Supervisor',
    company: 'Aquifer Drilling Services',
    location: 'Chinhoyi, Mashonaland West',
    salary: null,
    employmentType: 'Contract',
    description: `Aquifer Drilling Services is a drilling contractor working with NGOs, rural district councils and farmers on water supply projects. We have been contracted to drill and equip 80 community boreholes in Mashonaland West under a rural WASH programme, and need a Borehole Drilling Supervisor to lead our rig crews.

## Key responsibilities

- Supervise two drilling crews on DTH and mud rotary rigs
- Plan daily drilling schedules, mobilisation and site set-up
- Ensure boreholes are drilled, cased, developed and test-pumped to specification
- Keep accurate drilling logs, lithology records and materials usage records
- Enforce health and safety procedures and environmental management on site
- Liaise with the hydrogeologist, client engineers and local community leaders

## What we offer

- A 9-month project contract with possibility of extension
- Field allowances, accommodation and transport while on site

Work is based in the field and requires long periods away from home.`,
    requirements: `- Diploma in Civil Engineering, Water Engineering or Geology, or equivalent trade qualification
- At least 5 years' borehole drilling experience, including 2 in a supervisory role
- Sound knowledge of borehole siting, construction and test pumping standards
- Basic mechanical skills for rig maintenance
- Class 2 driver's licence is an advantage`,
    jobLink: 'https://www.aquifer-drilling.example/vacancies/drilling-supervisor',
    applyInstructions: null,
    tags: ['WASH', 'Drilling', 'Construction'],
    postedDaysAgo: 11,
    closesInDays: 4,
  },
  {
    key: 'sizimele-wash-officer-hwange',
    title: 'WASH Officer',
    company: 'Sizimele Development Trust',
    location: 'Hwange, Matabeleland North',
    salary: null,
    employmentType: 'Contract',
    description: `Sizimele Development Trust is a non-governmental organisation working on water, sanitation, hygiene and livelihoods in Matabeleland North and Bulawayo. We are recruiting a WASH Officer to support a cholera prevention and water supply project in Hwange and Lupane districts.

## Key responsibilities

- Coordinate borehole rehabilitation and new water point construction with contractors
- Train and support Village Pump Mechanics and water point committees
- Facilitate Community Led Total Sanitation and hygiene promotion sessions
- Monitor latrine construction and water quality testing
- Work with the District Development Coordinator's office, EHTs and rural district councils
- Collect activity data and contribute to monthly donor reports

## What we offer

- A one-year contract with possibility of renewal
- Medical aid, field allowances and a project vehicle for field work

Sizimele is committed to safeguarding and will carry out reference checks on all shortlisted candidates.`,
    requirements: `- Degree in Environmental Health, Water Resources Engineering or Civil Engineering
- At least 2 years' experience in rural WASH programming
- Knowledge of CLTS, PHHE and the National Action Committee WASH guidelines
- Ability to speak Ndebele or Tonga is an added advantage
- Clean class 4 driver's licence and willingness to travel extensively`,
    jobLink: 'https://www.sizimele.example/vacancies/wash-officer-hwange',
    applyInstructions: null,
    tags: ['NGO', 'WASH', 'Community health'],
    postedDaysAgo: 9,
    closesInDays: 10,
  },
  {
    key: 'harvest-hope-food-security-programme-manager-masvingo',
    title: 'Food Security Programme Manager',
    company: 'Harvest Hope Zimbabwe',
    location: 'Masvingo',
    salary: 'USD 3,200 - 3,800 per month',
    employmentType: 'Contract',
    description: `Harvest Hope Zimbabwe works with drought-affected communities in the south of the country to improve food security, nutrition and climate resilience. We are seeking a Food Security Programme Manager to lead a multi-year resilience programme in Masvingo and Chivi districts. More information is available at [harvesthope.example](https://www.harvesthope.example).

## Key responsibilities

- Provide strategic and technical leadership for food assistance, conservation agriculture and small grains activities
- Manage a team of 12 field staff and several implementing partners
- Oversee programme budgets, work plans and procurement in line with donor rules
- Ensure quality monitoring, accountability to affected populations and learning
- Represent Harvest Hope in Food and Nutrition Security Committees and cluster meetings
- Lead proposal development and donor reporting

## What we offer

- Two-year contract with competitive salary and benefits
- Medical aid, life cover and annual leave of 30 days`,
    requirements: `- Master's degree in Agriculture, Development Studies or a related field
- At least 7 years' experience in food security or livelihoods, 3 in a management role
- Experience managing grants from major institutional donors
- Strong budget management and people leadership skills
- Fluency in English; Shona or Karanga is an advantage`,
    jobLink: 'https://www.harvesthope.example/careers/fs-programme-manager',
    applyInstructions: null,
    tags: ['NGO', 'Food security', 'Management', 'Livelihoods'],
    postedDaysAgo: 38,
    closesInDays: -20,
  },
  {
    key: 'great-dyke-graduate-trainee-mining-engineering-kadoma',
    title: 'Graduate Trainee - Mining Engineering',
    company: 'Great Dyke Platinum Resources',
    location: 'Kadoma, Mashonaland West',
    salary: 'USD 700 per month stipend',
    employmentType: 'Internship',
    description: `Great Dyke Platinum Resources is a platinum group metals producer operating underground mechanised mines along the Great Dyke. Our 18-month Graduate Trainee Programme prepares young engineers for supervisory roles in mining operations.

## Key responsibilities

- Rotate through development, stoping, ventilation, rock engineering, planning and survey sections
- Work alongside mine overseers and shift bosses to learn production management
- Complete assigned projects, logbooks and technical reports for each rotation
- Support safety inspections and incident investigations
- Prepare for the Mine Manager's or Mine Overseer's certificate examinations

## What we offer

- Monthly stipend plus underground allowance
- Accommodation in the mine village and transport to site
- Mentorship from senior engineers and a structured development plan
- Possibility of permanent employment on successful completion

Graduates who completed their degree within the last two years are encouraged to apply.`,
    requirements: `- BSc (Hons) Degree in Mining Engineering, completed within the last 2 years
- Zimbabwean citizen aged 30 or below
- Medically fit for underground work
- Strong interest in mechanised mining and safety leadership`,
    jobLink: 'https://careers.greatdyke-platinum.example/graduates/mining-2025',
    applyInstructions: null,
    tags: ['Mining', 'Graduate', 'Platinum', 'Engineering'],
    postedDaysAgo: 4,
    closesInDays: 25,
  },
  {
    key: 'sabi-lithium-plant-metallurgist-masvingo',
    title: 'Plant Metallurgist',
    company: 'Sabi Lithium Mining',
    location: 'Masvingo',
    salary: 'Competitive + housing and mining allowance',
    employmentType: 'Full-time',
    description: `Sabi Lithium Mining operates an open-pit lithium mine and a dense media separation and flotation plant in Masvingo Province. We are recruiting a Plant Metallurgist to help optimise recovery and concentrate quality as we ramp up production.

## Key responsibilities

- Monitor plant performance and metallurgical accounting on a daily basis
- Run test work to improve spodumene recovery and concentrate grade
- Investigate process losses and recommend corrective actions
- Supervise sampling, laboratory analysis and quality control of final product
- Prepare shift, weekly and monthly metallurgical reports
- Train plant operators on process control and safe operating procedures

## What we offer

- Competitive package with housing and mining allowances
- Medical aid and life insurance
- Rotational roster with transport to and from Masvingo town`,
    requirements: `- Degree in Metallurgical or Chemical Engineering
- At least 3 years' experience in a processing plant; DMS or flotation experience required
- Good metallurgical accounting and data analysis skills
- Experience in lithium or other industrial minerals is an advantage
- Registered with the Engineering Council of Zimbabwe or eligible for registration`,
    jobLink: 'https://careers.sabi-lithium.example/jobs/plant-metallurgist',
    applyInstructions: null,
    tags: ['Mining', 'Lithium', 'Metallurgy'],
    postedDaysAgo: 29,
    closesInDays: -8,
  },
  {
    key: 'mhondoro-ferroalloys-shift-electrician-kwekwe',
    title: 'Shift Electrician',
    company: 'Mhondoro Ferroalloys',
    location: 'Kwekwe, Midlands',
    salary: 'USD 1,000 per month',
    employmentType: 'Full-time',
    description: `Mhondoro Ferroalloys operates a ferrochrome smelter in Kwekwe that processes chrome ore from small-scale and contract miners in the Midlands. We are recruiting a Shift Electrician to keep our furnaces and auxiliary plant running safely and reliably.

## Key responsibilities

- Carry out planned and breakdown maintenance on furnace transformers, motors, MCCs and control panels
- Fault-find on PLC-controlled systems, variable speed drives and instrumentation
- Complete job cards, isolation permits and shift handover reports
- Follow lock-out/tag-out and all smelter safety procedures
- Support shutdowns and installation of new equipment
- Keep spares records and recommend improvements to reduce downtime

## What we offer

- Shift allowance and overtime
- Medical aid and pension scheme
- Protective clothing and transport on shift changes`,
    requirements: `- Class 1 Journeyman Electrician certificate or National Diploma in Electrical Power Engineering
- At least 3 years' experience in a smelter, mine or heavy industrial plant
- Working knowledge of PLCs (Siemens or Allen-Bradley)
- Willingness to work rotating 12-hour shifts`,
    jobLink: null,
    applyInstructions:
      'Hand deliver your application letter, CV and certified copies of trade certificates to the Human Resources Office, Mhondoro Ferroalloys, Plot 5 Industrial Road, Kwekwe.',
    tags: ['Manufacturing', 'Electrical', 'Chrome', 'Maintenance'],
    postedDaysAgo: 15,
    closesInDays: 0,
  },
  {
    key: 'nhaka-building-society-bank-teller-chinhoyi',
    title: 'Bank Teller',
    company: 'Nhaka Building Society',
    location: 'Chinhoyi',
    salary: null,
    employmentType: 'Full-time',
    description: `Nhaka Building Society offers mortgages, savings and transactional banking to individuals and small businesses through branches in Harare, Chinhoyi, Kadoma and Bindura. Our Chinhoyi branch is looking for a Bank Teller who is accurate with cash and enjoys helping customers.

## Key responsibilities

- Process cash deposits, withdrawals, transfers and bill payments accurately
- Balance the teller cash drawer at the end of every business day
- Verify customer identity and detect counterfeit notes and suspicious transactions
- Open new accounts and register customers for mobile and internet banking
- Answer customer queries and refer them to the right department where necessary
- Comply with AML/CFT procedures and internal controls

## What we offer

- Structured training through our in-house banking academy
- Medical aid, pension and staff loan facilities
- Clear career path into customer service and credit roles`,
    requirements: `- 5 O-Levels including English and Maths, and at least 2 A-Level passes
- Diploma or Degree in Banking, Accounting or Business Studies
- At least 1 year's experience in cash handling
- Excellent customer service and communication skills
- Ability to speak Shona and English fluently`,
    jobLink: 'https://www.nhaka-bs.example/careers/teller-chinhoyi',
    applyInstructions: null,
    tags: ['Banking', 'Customer service', 'Cash handling'],
    postedDaysAgo: 7,
    closesInDays: 12,
  },
  {
    key: 'mari-yedu-loans-officer-bindura',
    title: 'Loans Officer',
    company: 'Mari Yedu Microfinance',
    location: 'Bindura, Mashonaland Central',
    salary: 'USD 600 per month + commission',
    employmentType: 'Full-time',
    description: `Mari Yedu Microfinance provides group and individual loans to market traders, cross-border traders and small-scale farmers in Mashonaland Central. We are looking for an energetic Loans Officer for our Bindura branch.

## Key responsibilities

- Identify and recruit new clients in Bindura, Mt Darwin and surrounding areas
- Appraise loan applications, visit businesses and verify collateral
- Disburse loans and set up repayment schedules
- Follow up on repayments and manage arrears to keep the portfolio at risk below target
- Run client orientation sessions on financial literacy and loan terms
- Keep accurate client files and update the loan management system daily

## What we offer

- Basic salary plus monthly portfolio-based commission
- Motorbike for field work and airtime allowance
- Training in microfinance lending methodology

**Mari Yedu Microfinance does not charge any fees to apply or to be interviewed.** If anyone asks you to pay for a form, a medical or a "registration fee", please report it to our head office.`,
    requirements: `- Diploma or Degree in Banking, Finance, Business Studies or Agriculture
- At least 1 year's experience in microfinance lending or sales
- Good knowledge of the informal sector in Mashonaland Central
- Class 3 (motorcycle) driver's licence
- Fluent in Shona and English`,
    jobLink: null,
    applyInstructions:
      'Email your CV and copies of certificates to careers@mariyedu.example, or hand deliver to Mari Yedu Microfinance, Shop 3 Chipadze Shopping Centre, Bindura. Applying is free of charge.',
    tags: ['Microfinance', 'Credit', 'Sales'],
    postedDaysAgo: 16,
    closesInDays: 3,
  },
  {
    key: 'simba-fibre-installation-technician-harare',
    title: 'Fibre Installation Technician',
    company: 'Simba Fibre Networks',
    location: 'Harare',
    salary: null,
    employmentType: 'Full-time',
    description: `Simba Fibre Networks is expanding its fibre-to-the-home footprint in Harare's eastern and northern suburbs. We need Fibre Installation Technicians to connect new customers and keep our access network in good shape.

## Key responsibilities

- Install drop cables, ONTs and Wi-Fi routers at customer premises
- Splice and terminate fibre, and test links with OTDR and power meters
- Troubleshoot and repair faults on the access network
- Configure customer equipment and explain the service to customers
- Record installations and materials used on the field service app
- Follow working-at-heights and road safety procedures

## What we offer

- Company vehicle for field teams and tools provided
- Overtime and standby allowances
- Vendor training and certification

We are an equal opportunity employer and encourage women in technical careers to apply.`,
    requirements: `- National Certificate or Diploma in Telecommunications or Electrical Engineering
- At least 1 year's experience in fibre splicing and FTTH installation
- Familiarity with fusion splicers, OTDR and GPON equipment
- Class 4 driver's licence is an advantage
- Comfortable working at heights and outdoors`,
    jobLink: 'https://careers.simba-fibre.example/jobs/ftth-technician',
    applyInstructions: null,
    tags: ['Telecoms', 'Fibre', 'Technician'],
    postedDaysAgo: 19,
    closesInDays: -2,
  },
  {
    key: 'mushonga-dispensary-pharmacist-bulawayo',
    title: 'Dispensary Pharmacist',
    company: 'Mushonga Pharmacies',
    location: 'Bulawayo',
    salary: 'US$1,600 negotiable',
    employmentType: 'Full-time',
    description: `Mushonga Pharmacies is a growing chain of retail pharmacies with branches in Bulawayo, Gweru, Kadoma and Harare. We are opening a new branch in Bulawayo's city centre and are looking for a Dispensary Pharmacist to run it.

## Key responsibilities

- Dispense prescriptions accurately and counsel patients on correct use of medicines
- Manage the dispensary in line with the Medicines and Allied Substances Control Act
- Maintain dangerous drugs registers and other statutory records
- Oversee stock control, ordering and expiry management
- Supervise and train pharmacy technicians and shop assistants
- Build relationships with local doctors and medical aid societies

## What we offer

- Negotiable salary and performance bonus
- Medical aid and annual CPD allowance
- The chance to shape a new branch from opening day`,
    requirements: `- Bachelor of Pharmacy degree
- Registered with the Pharmacists Council of Zimbabwe with a current practising licence
- At least 2 years' experience in retail or hospital pharmacy
- Familiarity with pharmacy dispensing and medical aid claims software
- Good leadership and customer care skills`,
    jobLink: 'https://www.mushonga-pharmacies.example/careers/pharmacist-byo',
    applyInstructions: null,
    tags: ['Health', 'Pharmacy', 'Retail'],
    postedDaysAgo: 12,
    closesInDays: 18,
  },
  {
    key: 'mushonga-pharmacy-technician-kadoma',
    title: 'Pharmacy Technician',
    company: 'Mushonga Pharmacies',
    location: 'Kadoma',
    salary: null,
    employmentType: 'Full-time',
    description: `Mushonga Pharmacies is looking for a Pharmacy Technician to join our busy Kadoma branch, which serves walk-in customers, medical aid patients and nearby mine clinics.

## Key responsibilities

- Assist the pharmacist in dispensing prescriptions and labelling medicines
- Receive, check and store stock, and rotate it to avoid expiries
- Process medical aid claims and cash sales accurately
- Advise customers on over-the-counter products under the pharmacist's supervision
- Keep the dispensary clean, organised and compliant
- Take part in monthly stock counts

## What we offer

- Basic salary plus sales incentive
- Medical aid and staff discount
- Opportunities to move to other branches as we grow

Our branch opens seven days a week, so the position involves weekend shifts on a roster.`,
    requirements: `- Diploma in Pharmacy Technology
- Registered with the Pharmacists Council of Zimbabwe
- At least 1 year's retail pharmacy experience
- 5 O-Levels including English, Maths and a science subject`,
    jobLink: 'https://www.mushonga-pharmacies.example/careers/technician-kadoma',
    applyInstructions: null,
    tags: ['Health', 'Pharmacy'],
    postedDaysAgo: 2,
    closesInDays: 8,
  },
  {
    key: 'ridgeview-college-lecturer-accounting-gweru',
    title: 'Lecturer - Accounting',
    company: 'Ridgeview College of Commerce',
    location: 'Gweru, Midlands',
    salary: null,
    employmentType: 'Full-time',
    description: `Ridgeview College of Commerce is a private tertiary college in Gweru offering HEXCO-accredited certificates and diplomas in accounting, business and information technology. We are seeking a Lecturer in Accounting for our National Diploma programmes.

## Key responsibilities

- Teach Financial Accounting, Cost and Management Accounting and Taxation modules
- Prepare schemes of work, lesson plans and assessments in line with HEXCO syllabi
- Mark and moderate coursework and examinations within deadlines
- Supervise student projects and industrial attachment reports
- Provide academic advice and support to students
- Contribute to curriculum review and departmental activities

## What we offer

- Competitive salary in line with experience
- Staff development support for postgraduate studies
- A supportive academic environment with small class sizes`,
    requirements: `- Degree in Accounting; a Master's degree is an advantage
- ACCA, CIMA or CA(Z) qualification or part-qualification is an advantage
- Certificate in Education or Post-Graduate Diploma in Tertiary Education
- At least 2 years' lecturing or industry experience
- Good knowledge of Zimbabwean tax law`,
    jobLink: 'https://www.ridgeview-college.example/vacancies/lecturer-accounting',
    applyInstructions: null,
    tags: ['Education', 'Accounting', 'Lecturing'],
    postedDaysAgo: 40,
    closesInDays: -30,
  },
  {
    key: 'matobo-university-lecturer-computer-science-bulawayo',
    title: 'Lecturer - Computer Science',
    company: 'Matobo University of Technology',
    location: 'Bulawayo',
    salary: null,
    employmentType: 'Full-time',
    description: `Matobo University of Technology is a young public university in Bulawayo focused on engineering, applied sciences and technology. The Department of Computer Science invites applications for the post of Lecturer. Information about the department is available at [matobo-university.example](https://www.matobo-university.example/computer-science).

## Key responsibilities

- Teach undergraduate courses in programming, data structures, databases and software engineering
- Supervise final-year and postgraduate research projects
- Conduct and publish research in peer-reviewed journals
- Develop course materials, including online learning resources
- Participate in department committees and industry engagement
- Contribute to the university's innovation hub and industrialisation agenda

## What we offer

- Salary and benefits according to university conditions of service
- Research grants and conference support
- Housing and vehicle loan schemes for eligible staff

Applications must include the names and contact details of three referees.`,
    requirements: `- Master's degree in Computer Science or a closely related field; a PhD is an advantage
- At least 2 years' university teaching experience
- Evidence of research and publications
- Practical software development experience is an added advantage`,
    jobLink: 'https://www.matobo-university.example/vacancies/lecturer-cs',
    applyInstructions: null,
    tags: ['Education', 'University', 'Computer science'],
    postedDaysAgo: 1,
    closesInDays: 35,
  },
  {
    key: 'leafline-tobacco-extension-officer-bindura',
    title: 'Tobacco Extension Officer',
    company: 'Leafline Tobacco Contractors',
    location: 'Bindura',
    salary: 'USD 750 per month + motorcycle',
    employmentType: 'Full-time',
    description: `Leafline Tobacco Contractors contracts smallholder farmers to grow flue-cured Virginia tobacco in Mashonaland Central. We support growers from seedbed to sale. We are recruiting Tobacco Extension Officers for our Bindura, Shamva and Mazowe areas.

## Key responsibilities

- Register and assess contracted growers and allocate input packages
- Give technical advice on seedbeds, transplanting, fertilisation, topping and curing
- Monitor crop progress and estimate yields at key stages
- Promote sustainable practices, including woodlots, efficient barns and child labour prevention
- Support growers with grading and preparation for delivery to auction floors
- Submit accurate weekly field reports through our mobile app

## What we offer

- Company motorcycle and fuel allowance
- Airtime and data allowance
- Medical aid and end-of-season bonus`,
    requirements: `- Diploma or Degree in Agriculture (Crop Science or Agronomy preferred)
- At least 2 years' experience in tobacco production or extension
- Class 3 driver's licence (motorcycle)
- Good communication skills in Shona and English
- Willingness to live and work in rural areas`,
    jobLink: 'https://www.leafline-tobacco.example/jobs/extension-officer',
    applyInstructions: null,
    tags: ['Agriculture', 'Tobacco', 'Extension'],
    postedDaysAgo: 6,
    closesInDays: 16,
  },
  {
    key: 'sunveld-pack-house-supervisor-marondera',
    title: 'Pack House Supervisor',
    company: 'Sunveld Horticulture',
    location: 'Marondera',
    salary: null,
    employmentType: 'Full-time',
    description: `Sunveld Horticulture grows and exports fresh peas, mangetout, blueberries and citrus from farms near Marondera to markets in Europe and the Middle East. We are looking for a Pack House Supervisor to manage our export packing operation during the peak season.

## Key responsibilities

- Supervise up to 80 graders and packers on each shift
- Ensure produce is graded, packed and labelled to customer specifications
- Monitor cold chain temperatures from receiving to dispatch
- Maintain GLOBALG.A.P. and customer audit records
- Plan daily packing schedules in line with harvest volumes and flight bookings
- Train staff on hygiene, food safety and quality standards

## What we offer

- Accommodation on the farm and transport to Marondera town
- Medical aid and seasonal bonus
- Training in food safety certification schemes`,
    requirements: `- Diploma in Horticulture, Agriculture or Food Science
- At least 2 years' pack house or food processing supervisory experience
- Knowledge of GLOBALG.A.P. and HACCP requirements
- Strong people management skills
- Computer literate (Excel)`,
    jobLink: 'https://www.sunveld-horticulture.example/careers/pack-house-supervisor',
    applyInstructions: null,
    tags: ['Agriculture', 'Horticulture', 'Export', 'Quality'],
    postedDaysAgo: 13,
    closesInDays: 0,
  },
  {
    key: 'lowveld-irrigation-technician-chinhoyi',
    title: 'Irrigation Technician',
    company: 'Lowveld Irrigation Solutions',
    location: 'Chinhoyi',
    salary: null,
    employmentType: 'Full-time',
    description: `Lowveld Irrigation Solutions designs, supplies and installs centre pivot, drip and sprinkler irrigation systems for commercial farmers and irrigation schemes. Our Chinhoyi branch serves farms across Mashonaland West and needs an Irrigation Technician.

## Key responsibilities

- Install and commission centre pivots, drip systems and pump stations
- Carry out preventive maintenance and repairs on irrigation equipment
- Diagnose electrical and hydraulic faults on pumps and controllers
- Train farm staff on safe operation and basic maintenance
- Prepare job cards, material lists and service reports
- Support sales staff with site surveys and quotations

## What we offer

- Company vehicle for field work
- Medical aid and overtime
- Manufacturer training on the irrigation brands we supply

The role involves regular travel to farms in Chinhoyi, Karoi, Banket and Chegutu, sometimes with overnight stays during the busy planting season.`,
    requirements: `- National Certificate or Diploma in Irrigation Engineering, Agricultural Engineering or Electrical Engineering
- At least 2 years' experience installing or servicing irrigation systems
- Basic electrical skills including motor starters and control panels
- Class 4 driver's licence`,
    jobLink: null,
    applyInstructions:
      'Email your CV and copies of certificates to hr@lowveld-irrigation.example with "Irrigation Technician - Chinhoyi" in the subject line.',
    tags: ['Agriculture', 'Irrigation', 'Technician'],
    postedDaysAgo: 33,
    closesInDays: -15,
  },
  {
    key: 'baobab-supermarkets-store-manager-mutare',
    title: 'Store Manager',
    company: 'Baobab Supermarkets',
    location: 'Mutare',
    salary: 'Negotiable',
    employmentType: 'Full-time',
    description: `Baobab Supermarkets is a Zimbabwean grocery retailer with 14 stores in Harare, Mutare, Masvingo and Gweru. We are looking for an experienced Store Manager to lead our flagship Mutare store. Find out more about us at [baobab-supermarkets.example](https://www.baobab-supermarkets.example).

## Key responsibilities

- Run day-to-day store operations, including receiving, merchandising, tills and security
- Drive sales and gross margin while controlling shrinkage and expenses
- Manage stock levels, ordering and stock takes
- Lead, roster and develop a team of about 45 staff
- Ensure excellent customer service and a clean, safe store
- Enforce cash handling procedures and reconcile daily takings

## What we offer

- Negotiable package with performance bonus
- Medical aid and pension
- Company vehicle for senior store managers

We will keep this role open until we find the right candidate.`,
    requirements: `- Degree or Diploma in Retail Management, Business or Marketing
- At least 5 years' supermarket experience, with 2 years as store or assistant store manager
- Strong understanding of stock control, margins and retail KPIs
- Experience with a retail POS and stock management system
- Good leadership and problem-solving skills`,
    jobLink: 'https://careers.baobab-supermarkets.example/store-manager-mutare',
    applyInstructions: null,
    tags: ['Retail', 'Management', 'FMCG'],
    postedDaysAgo: 24,
    closesInDays: null,
  },
  {
    key: 'baobab-supermarkets-cashier-harare',
    title: 'Cashier',
    company: 'Baobab Supermarkets',
    location: 'Harare',
    salary: 'USD 300 per month',
    employmentType: 'Full-time',
    description: `Baobab Supermarkets is recruiting cashiers for our stores in Avondale, Msasa and Chitungwiza. If you are honest, quick with numbers and enjoy serving people, we would like to hear from you.

## Key responsibilities

- Operate the till accurately and efficiently, scanning goods and processing payments
- Accept cash in USD and ZiG, card payments and mobile money
- Balance your till at the end of each shift
- Pack customers' groceries and give friendly, polite service
- Help with shelf packing and store cleanliness during quiet periods
- Follow all cash handling and security procedures

## What we offer

- Basic salary plus transport allowance
- Staff discount and uniform
- Training on our point-of-sale system
- Opportunities to progress to supervisor

We recruit cashiers throughout the year, so you can apply at any time. Baobab Supermarkets never asks for payment when you apply.`,
    requirements: null,
    jobLink: null,
    applyInstructions:
      'Bring your CV, a copy of your ID and O-Level certificate in person to the Customer Service desk at any Baobab Supermarkets store in Harare, Monday to Friday between 9am and 3pm.',
    tags: ['Retail', 'Customer service', 'Cash handling'],
    postedDaysAgo: 20,
    closesInDays: null,
  },
  {
    key: 'kudzai-brands-merchandiser-nationwide',
    title: 'Sales Representative / Merchandiser',
    company: 'Kudzai Consumer Brands',
    location: null,
    salary: 'USD 500 basic + commission',
    employmentType: 'Full-time',
    description: `Kudzai Consumer Brands manufactures and distributes cooking oil, washing powder and snacks sold in supermarkets, tuckshops and wholesalers across Zimbabwe. We are recruiting Sales Representatives and Merchandisers in several towns nationwide.

## Key responsibilities

- Visit assigned retail outlets daily to take orders and grow sales volumes
- Ensure our products are correctly displayed, priced and in stock
- Install point-of-sale materials and run in-store promotions
- Monitor competitor activity and report on pricing and promotions
- Collect payments from credit customers where applicable
- Submit daily sales and merchandising reports via our mobile app

## What we offer

- Basic salary plus monthly sales commission
- Travel and airtime allowances
- Training in selling and merchandising

Candidates will be placed in their home town where possible; please state your preferred town in your application.`,
    requirements: `- 5 O-Levels including English and Maths
- Certificate or Diploma in Sales and Marketing is an advantage
- At least 1 year's FMCG sales or merchandising experience
- Own smartphone and ability to use mobile reporting apps
- Class 4 driver's licence is an added advantage`,
    jobLink: 'https://careers.kudzai-brands.example/sales-merchandiser',
    applyInstructions: null,
    tags: ['Sales', 'FMCG', 'Retail'],
    postedDaysAgo: 35,
    closesInDays: null,
  },
  {
    key: 'msasa-plastics-production-supervisor-harare',
    title: 'Production Supervisor',
    company: 'Msasa Plastics Manufacturing',
    location: 'Harare',
    salary: null,
    employmentType: 'Full-time',
    description: `Msasa Plastics Manufacturing produces PET preforms, bottles, crates and irrigation pipes for beverage, agricultural and construction customers. We are looking for a Production Supervisor to lead a shift in our Msasa factory.

## Key responsibilities

- Plan and supervise production on injection moulding, blow moulding and extrusion lines
- Meet daily output, quality and waste targets
- Allocate operators to machines and manage shift attendance
- Coordinate mould changes and machine maintenance with the engineering team
- Record production data and report on efficiency and downtime
- Enforce safety, housekeeping and 5S standards on the factory floor

## What we offer

- Shift allowance and production bonus
- Medical aid and pension
- Transport for night shift staff

The factory runs three shifts, so the successful candidate must be willing to work a rotating roster that includes night shifts and some weekends.`,
    requirements: `- Diploma or Degree in Polymer Technology, Production Engineering or Mechanical Engineering
- At least 3 years' experience in plastics manufacturing, including 1 year as supervisor
- Good knowledge of injection moulding and extrusion processes
- Experience with lean manufacturing or 5S is an advantage`,
    jobLink: 'https://www.msasa-plastics.example/careers/production-supervisor',
    applyInstructions: null,
    tags: ['Manufacturing', 'Production', 'Plastics'],
    postedDaysAgo: 17,
    closesInDays: 1,
  },
  {
    key: 'mukwa-foods-quality-assurance-officer-bulawayo',
    title: 'Quality Assurance Officer',
    company: 'Mukwa Foods',
    location: 'Bulawayo, Bulawayo Metropolitan',
    salary: 'USD 900 per month',
    employmentType: 'Full-time',
    description: `Mukwa Foods is a Bulawayo-based manufacturer of maize meal, bread and breakfast cereals. We are looking for a Quality Assurance Officer to help us maintain and improve product quality and food safety.

## Key responsibilities

- Carry out in-process and finished product testing on the milling and bakery lines
- Maintain HACCP plans and food safety records
- Conduct internal audits and support customer and regulatory audits
- Investigate customer complaints and non-conformances and follow up corrective actions
- Monitor raw material quality, including grain moisture and aflatoxin testing
- Train production staff on hygiene and good manufacturing practices

## What we offer

- Medical aid and funeral cover
- Staff bread and mealie-meal allowance
- Support for ISO 22000 training`,
    requirements: `- Degree in Food Science, Food Technology or Applied Chemistry
- At least 2 years' QA experience in food manufacturing
- Sound knowledge of HACCP, GMP and ISO 22000
- Good laboratory and report writing skills`,
    jobLink: 'https://www.mukwa-foods.example/careers/qa-officer',
    applyInstructions: null,
    tags: ['Manufacturing', 'Food safety', 'Quality'],
    postedDaysAgo: 8,
    closesInDays: 22,
  },
  {
    key: 'sable-steel-maintenance-fitter-kwekwe',
    title: 'Maintenance Fitter',
    company: 'Sable Steel Fabricators',
    location: 'Kwekwe',
    salary: null,
    employmentType: 'Full-time',
    description: `Sable Steel Fabricators manufactures steel structures, roofing sheets and mining equipment components for clients across the Midlands. We are looking for a Maintenance Fitter to keep our workshop machinery in excellent condition.

## Key responsibilities

- Carry out preventive and breakdown maintenance on roll formers, presses, guillotines and overhead cranes
- Diagnose mechanical, hydraulic and pneumatic faults
- Fabricate and fit replacement parts where needed
- Keep maintenance logs, job cards and spares records up to date
- Assist with installation of new machinery
- Follow all workshop safety procedures

## What we offer

- Overtime and standby allowance
- Medical aid and protective clothing
- Opportunity to grow into a maintenance foreman role

The successful candidate will report to the Engineering Manager and will be expected to join the standby roster for weekend and after-hours breakdowns.`,
    requirements: `- Class 1 Journeyman Fitter and Turner certificate or National Certificate in Fitting
- At least 3 years' experience in a manufacturing or mining workshop
- Good knowledge of hydraulics and pneumatics
- Welding skills are an added advantage`,
    jobLink: 'https://www.sable-steel.example/jobs/maintenance-fitter',
    applyInstructions: null,
    tags: ['Manufacturing', 'Engineering', 'Maintenance'],
    postedDaysAgo: 21,
    closesInDays: -3,
  },
  {
    key: 'limpopo-freight-warehouse-supervisor-harare',
    title: 'Warehouse Supervisor',
    company: 'Limpopo Freight Logistics',
    location: 'Harare',
    salary: 'US$1,000 - US$1,200',
    employmentType: 'Full-time',
    description: `Limpopo Freight Logistics runs bonded and general warehouses in Harare's Workington industrial area, handling goods for retailers, manufacturers and importers. We are looking for a Warehouse Supervisor to run our night and day receiving and dispatch teams.

## Key responsibilities

- Supervise receiving, storage, picking and dispatch of customer goods
- Ensure stock accuracy through cycle counts and reconciliations in the WMS
- Plan labour and equipment, including forklifts, for each shift
- Coordinate with transport planners on loading schedules
- Maintain warehouse safety, housekeeping and security standards
- Prepare daily operational reports and handle customer queries

## What we offer

- Shift allowance and medical aid
- Pension scheme
- Training in warehouse management systems

The warehouse operates around the clock, so the position involves rotating day and night shifts. Candidates living in or near Workington, Southerton or Mbare are preferred.`,
    requirements: `- Diploma or Degree in Logistics, Supply Chain Management or Purchasing (CIPS is an advantage)
- At least 3 years' warehouse experience, 1 of them in a supervisory role
- Experience with a warehouse management system and Microsoft Excel
- Forklift licence is an added advantage`,
    jobLink: 'https://careers.limpopo-freight.example/jobs/warehouse-supervisor',
    applyInstructions: null,
    tags: ['Logistics', 'Warehousing', 'Supply chain'],
    postedDaysAgo: 9,
    closesInDays: 4,
  },
  {
    key: 'mbada-clearing-customs-clearing-officer-harare',
    title: 'Customs Clearing Officer',
    company: 'Mbada Clearing and Forwarding',
    location: 'Harare',
    salary: 'Negotiable',
    employmentType: 'Full-time',
    description: `Mbada Clearing and Forwarding is a licensed clearing agent handling imports and exports through Beitbridge, Chirundu, Forbes and Robert Gabriel Mugabe International Airport. We are recruiting a Customs Clearing Officer for our Harare office.

## Key responsibilities

- Prepare and submit customs declarations on ASYCUDA World
- Classify goods using the customs tariff and calculate duties and VAT
- Obtain permits, certificates of origin and other supporting documents
- Liaise with ZIMRA officers, transporters and clients to resolve queries
- Track consignments and keep clients updated on clearance status
- Maintain accurate files for audit and compliance

## What we offer

- Negotiable salary and performance incentives
- Medical aid
- Exposure to a wide range of commodities and clients`,
    requirements: `- Diploma or Degree in Logistics, Freight Forwarding or Customs and Excise
- ZIMRA-registered clearing agent certificate
- At least 2 years' clearing experience
- Good working knowledge of ASYCUDA World and tariff classification
- Attention to detail and ability to work under pressure`,
    jobLink: 'https://www.mbada-clearing.example/vacancies/clearing-officer',
    applyInstructions: null,
    tags: ['Logistics', 'Customs', 'ZIMRA'],
    postedDaysAgo: 3,
    closesInDays: 7,
  },
  {
    key: 'harvest-hope-survey-enumerators-nationwide',
    title: 'Survey Enumerators (Temporary)',
    company: 'Harvest Hope Zimbabwe',
    location: null,
    salary: 'USD 25 per day plus accommodation',
    employmentType: 'Temporary',
    description: `Harvest Hope Zimbabwe is conducting a national household food security and nutrition survey in partnership with district food and nutrition committees. We are recruiting temporary enumerators for a 21-day data collection exercise in all ten provinces.

## Key responsibilities

- Attend a four-day training on the questionnaire and survey methods
- Conduct household interviews using tablets and KoboCollect
- Take child anthropometric measurements following the survey protocol
- Check data for completeness before uploading each day
- Follow the sampling plan and report any problems to the team leader
- Treat respondents with respect and keep all information confidential

## What we offer

- Daily rate, accommodation and meals during fieldwork
- Transport between sampled villages
- A certificate of participation

Enumerators will work in the province where they live wherever possible. **Harvest Hope never charges anyone to apply or to be selected.** Please report any request for payment to our office.`,
    requirements: null,
    jobLink: 'https://www.harvesthope.example/careers/enumerators',
    applyInstructions: null,
    tags: ['NGO', 'Data collection', 'Survey'],
    postedDaysAgo: 5,
    closesInDays: 9,
  },
  {
    key: 'mosi-safaris-professional-guide-victoria-falls',
    title: 'Professional Safari Guide',
    company: 'Mosi Safaris and Lodges',
    location: 'Victoria Falls, Matabeleland North',
    salary: null,
    employmentType: 'Full-time',
    description: `Mosi Safaris and Lodges runs two tented camps in the Hwange and Zambezi areas and a lodge in Victoria Falls. We offer walking safaris, game drives and river activities to international and local guests. We are looking for a licensed Professional Safari Guide.

## Key responsibilities

- Lead game drives, walking safaris and river cruises safely and professionally
- Share knowledge of wildlife, birds, plants and local culture with guests
- Conduct safety briefings and manage risk during all activities
- Maintain vehicles, firearms and equipment to the required standard
- Mentor learner guides and trackers
- Contribute to conservation monitoring and anti-poaching reporting

## What we offer

- Accommodation and meals in camp
- Medical aid and uniform
- Gratuities shared fairly between guides and staff
- Rotation between our camps`,
    requirements: `- Professional Guide licence issued by the Zimbabwe Parks and Wildlife Management Authority
- Valid first aid certificate
- Competency with a firearm for walking safaris (full Pro Guide)
- At least 3 years' guiding experience
- Excellent spoken English; a European language is an advantage`,
    jobLink: 'https://www.mosi-safaris.example/careers/pro-guide',
    applyInstructions: null,
    tags: ['Tourism', 'Hospitality', 'Wildlife'],
    postedDaysAgo: 14,
    closesInDays: 3,
  },
  {
    key: 'rainforest-edge-chef-de-partie-victoria-falls',
    title: 'Chef de Partie',
    company: 'Rainforest Edge Hotel',
    location: 'Victoria Falls',
    salary: null,
    employmentType: 'Full-time',
    description: `Rainforest Edge Hotel is a 120-room hotel a short walk from the Victoria Falls rainforest, with two restaurants and a busy conference centre. We are looking for a creative and disciplined Chef de Partie to run a section in our main kitchen.

## Key responsibilities

- Prepare and present dishes in your section to the hotel's recipes and standards
- Supervise and train commis chefs and kitchen assistants
- Manage mise en place, stock rotation and ordering for your section
- Maintain food safety, hygiene and temperature records
- Help develop new menu items that feature local ingredients
- Cover other sections and lead the kitchen shift when required

## What we offer

- Service charge and meals on duty
- Staff accommodation for the first three months
- Medical aid after probation`,
    requirements: `- Certificate or Diploma in Culinary Arts or Professional Cookery
- At least 3 years' experience in a hotel or high-volume restaurant kitchen
- Good knowledge of food safety and HACCP principles
- Ability to work shifts, weekends and public holidays`,
    jobLink: 'https://www.rainforest-edge.example/careers/chef-de-partie',
    applyInstructions: null,
    tags: ['Hospitality', 'Culinary', 'Tourism'],
    postedDaysAgo: 10,
    closesInDays: 13,
  },
  {
    key: 'simba-fibre-sales-executive-enterprise-bulawayo',
    title: 'Sales Executive - Enterprise Connectivity',
    company: 'Simba Fibre Networks',
    location: 'Bulawayo',
    salary: 'USD 900 basic + uncapped commission',
    employmentType: 'Full-time',
    description: `Simba Fibre Networks is extending its fibre and wireless network in Bulawayo and needs a Sales Executive to win and grow enterprise customers in the city's industrial sites and CBD.

## Key responsibilities

- Prospect and win new business customers for dedicated internet, VPN and cloud voice services
- Conduct needs analyses and prepare proposals and quotations with the pre-sales team
- Manage the full sales cycle from first meeting to signed contract and installation
- Build long-term relationships and upsell existing accounts
- Keep the CRM updated with leads, opportunities and forecasts
- Achieve monthly and quarterly revenue targets

## What we offer

- Basic salary plus uncapped commission
- Vehicle allowance and fuel card
- Medical aid and a company laptop and phone`,
    requirements: `- Degree in Marketing, Business or a technical field
- At least 3 years' B2B sales experience, preferably in ICT or telecoms
- A proven record of meeting sales targets
- Good understanding of internet and network services
- Clean class 4 driver's licence`,
    jobLink: 'https://careers.simba-fibre.example/jobs/enterprise-sales-bulawayo',
    applyInstructions: null,
    tags: ['Telecoms', 'Sales', 'B2B'],
    postedDaysAgo: 4,
    closesInDays: 15,
  },
  {
    key: 'eastern-highlands-water-procurement-officer-mutare',
    title: 'Procurement Officer',
    company: 'Eastern Highlands Water Authority',
    location: 'Mutare',
    salary: null,
    employmentType: 'Full-time',
    description: `Eastern Highlands Water Authority is a statutory body responsible for bulk water supply, dam management and raw water sales in Manicaland. The Authority invites applications from suitably qualified persons for the post of Procurement Officer based at its head office in Mutare.

## Key responsibilities

- Coordinate procurement of goods, works and services in line with the Public Procurement and Disposal of Public Assets Act
- Prepare bidding documents, advertise tenders and manage bid evaluation processes
- Maintain the procurement plan and supplier records
- Prepare procurement reports for management and the regulator
- Support contract management and monitor supplier performance
- Advise user departments on procurement procedures

## What we offer

- Salary and benefits in line with the Authority's conditions of service
- Medical aid, pension and funeral cover

Canvassing will result in disqualification.`,
    requirements: `- Degree in Purchasing and Supply, Supply Chain Management or equivalent
- CIPS Diploma or higher
- Registered procurement practitioner with PRAZ
- At least 3 years' public sector procurement experience
- Working knowledge of the e-GP system`,
    jobLink: null,
    applyInstructions:
      'Hand deliver or post applications with a detailed CV and certified copies of certificates, marked "Procurement Officer", to The Human Resources Manager, Eastern Highlands Water Authority, 14 Herbert Chitepo Street, Mutare.',
    tags: ['Parastatal', 'Procurement', 'Public sector'],
    postedDaysAgo: 11,
    closesInDays: 20,
  },
  {
    key: 'national-seed-reserve-internal-auditor-harare',
    title: 'Internal Auditor',
    company: 'National Seed Reserve Agency',
    location: 'Harare',
    salary: null,
    employmentType: 'Full-time',
    description: `The National Seed Reserve Agency maintains strategic stocks of certified seed and supports input distribution programmes across the country. The Agency is looking for an Internal Auditor to join its Internal Audit department in Harare.

## Key responsibilities

- Carry out risk-based audits of finance, procurement, stores and depot operations
- Evaluate the design and effectiveness of internal controls
- Prepare audit reports with findings, risk ratings and practical recommendations
- Follow up on implementation of agreed management actions
- Carry out special investigations as directed by the Head of Internal Audit
- Support the Audit Committee secretariat

## What we offer

- Salary and benefits in line with the Agency's conditions of service
- Travel and subsistence allowances for depot audits
- Medical aid and pension

The Agency is an equal opportunity employer. Only shortlisted candidates will be contacted.`,
    requirements: `- Degree in Accounting or Finance
- CIA, ACCA or CA(Z) qualification, or part-qualified and studying
- At least 3 years' internal or external audit experience
- Knowledge of the Public Finance Management Act and IIA standards
- Experience with data analytics tools such as IDEA or ACL is an advantage`,
    jobLink: 'https://www.nsra.example/vacancies/internal-auditor',
    applyInstructions: null,
    tags: ['Parastatal', 'Audit', 'Accounting'],
    postedDaysAgo: 34,
    closesInDays: -25,
  },
  {
    key: 'deka-energy-graduate-trainee-electrical-hwange',
    title: 'Graduate Trainee - Electrical Engineering',
    company: 'Deka Energy Services',
    location: 'Hwange',
    salary: 'USD 650 per month stipend',
    employmentType: 'Internship',
    description: `Deka Energy Services operates and maintains thermal power generation and transmission assets in Matabeleland North on behalf of the national grid operator. We are inviting recent graduates to join our 12-month Graduate Trainee Programme at our Hwange station. More about the programme: [deka-energy.example/graduates](https://www.deka-energy.example/graduates).

## Key responsibilities

- Rotate through operations, electrical maintenance, control and instrumentation and protection sections
- Assist engineers with plant inspections, testing and commissioning work
- Prepare technical reports and a final project presentation
- Learn and apply plant safety rules and permit-to-work systems
- Take part in outage planning and execution

## What we offer

- Monthly stipend and accommodation in the station village
- A dedicated mentor and structured training plan
- Support towards registration with the Engineering Council of Zimbabwe`,
    requirements: `- BSc (Hons) or BTech in Electrical or Electrical Power Engineering, completed within the last 2 years
- Zimbabwean citizen
- Strong academic record (2.1 or above preferred)
- Willingness to live and work in Hwange`,
    jobLink: 'https://www.deka-energy.example/graduates/apply',
    applyInstructions: null,
    tags: ['Energy', 'Graduate', 'Engineering', 'Parastatal'],
    postedDaysAgo: 2,
    closesInDays: 40,
  },
  {
    key: 'mufaro-fintech-devops-engineer-remote',
    title: 'DevOps Engineer',
    company: 'Mufaro Fintech',
    location: null,
    salary: 'US$2,000 - US$3,000 per month',
    employmentType: 'Full-time',
    description: `Mufaro Fintech builds payments and savings products used by more than 200,000 people in Zimbabwe and Zambia. Our engineering team is fully remote within Zimbabwe, and we are hiring a DevOps Engineer to make our platform faster, safer and more reliable.

## Key responsibilities

- Own our cloud infrastructure using Terraform and Kubernetes
- Build and maintain CI/CD pipelines for web, mobile and backend services
- Set up monitoring, alerting and logging, and take part in an on-call rotation
- Harden systems in line with PCI DSS and data protection requirements
- Improve database backup, restore and disaster recovery processes
- Help developers ship safely and quickly with good tooling

## What we offer

- Fully remote role with a home office allowance, including solar backup and internet
- Quarterly team meet-ups in Harare
- Share options and medical aid
- Learning budget for certifications

This role stays open until filled; we review applications weekly.`,
    requirements: `- At least 3 years' DevOps or site reliability experience
- Strong Linux skills and experience with Docker and Kubernetes
- Infrastructure as code with Terraform or Pulumi
- Experience with PostgreSQL operations
- Good scripting skills in Bash or Python`,
    jobLink: 'https://jobs.mufaro-fintech.example/devops-engineer',
    applyInstructions: null,
    tags: ['Tech', 'DevOps', 'Remote', 'Fintech'],
    postedDaysAgo: 27,
    closesInDays: null,
  },
  {
    key: 'pamwe-it-support-technician-bulawayo',
    title: 'IT Support Technician',
    company: 'Pamwe IT Solutions',
    location: 'Bulawayo',
    salary: 'USD 500 per month',
    employmentType: 'Full-time',
    description: `Pamwe IT Solutions provides managed IT services, networking and hardware support to schools, clinics and small businesses in Bulawayo and Matabeleland. We are looking for an IT Support Technician to join our helpdesk and field support team.

## Key responsibilities

- Respond to helpdesk tickets by phone, email and remote desktop
- Install, configure and repair desktops, laptops, printers and network devices
- Set up user accounts, email and Microsoft 365 for client staff
- Maintain small office networks, Wi-Fi and backup systems
- Visit client sites for installations and troubleshooting
- Document fixes and keep the asset register up to date

## What we offer

- Transport allowance for site visits
- Medical aid after probation
- Funded CompTIA or Microsoft certifications`,
    requirements: `- Diploma in Information Technology or Computer Science
- CompTIA A+ or equivalent is an advantage
- At least 1 year's IT support experience
- Good knowledge of Windows, Microsoft 365 and basic networking
- Good customer service skills`,
    jobLink: 'https://www.pamwe-it.example/careers/it-support',
    applyInstructions: null,
    tags: ['Tech', 'IT support', 'Networking'],
    postedDaysAgo: 12,
    closesInDays: 0,
  },
  {
    key: 'mufaro-fintech-data-analyst-harare',
    title: 'Data Analyst',
    company: 'Mufaro Fintech',
    location: 'Harare',
    salary: null,
    employmentType: 'Full-time',
    description: `Mufaro Fintech is looking for a Data Analyst to help product, risk and marketing teams make better decisions using the data generated by our payments and savings platform.

## Key responsibilities

- Build and maintain dashboards on customer growth, transactions, retention and credit risk
- Write SQL queries to answer business questions quickly and accurately
- Analyse experiments and product changes and present findings to stakeholders
- Work with engineers to improve data quality and the data warehouse
- Support regulatory reporting to the central bank
- Document metrics definitions so the whole company uses the same numbers

## What we offer

- Hybrid working from our Borrowdale office
- Medical aid and share options
- Annual learning budget

You will report to the Head of Data and work closely with a small, friendly team of analysts and engineers who care about getting the numbers right.`,
    requirements: `- Degree in Statistics, Economics, Computer Science or a related field
- At least 2 years' experience as a data or business analyst
- Strong SQL skills and experience with Power BI, Metabase or Looker
- Python or R for analysis is an advantage
- Ability to explain findings clearly to non-technical colleagues`,
    jobLink: 'https://jobs.mufaro-fintech.example/data-analyst',
    applyInstructions: null,
    tags: ['Tech', 'Data analysis', 'SQL', 'Fintech'],
    postedDaysAgo: 6,
    closesInDays: 11,
  },
  {
    key: 'tsoka-software-development-intern-harare',
    title: 'Software Development Intern',
    company: 'Tsoka Digital Labs',
    location: 'Harare',
    salary: 'USD 250 per month stipend',
    employmentType: 'Internship',
    description: `Tsoka Digital Labs takes on software development interns throughout the year, including students on industrial attachment from local universities and polytechnics. Interns work on real client projects alongside our developers.

## Key responsibilities

- Build features for web applications using React, TypeScript and Node.js
- Write tests and fix bugs under the guidance of a senior developer
- Take part in daily stand-ups, sprint planning and code reviews
- Help document APIs and internal tools
- Present a small project to the team at the end of the attachment

## What we offer

- Monthly stipend and lunch on office days
- Access to our office with backup power and fast internet
- A mentor and a written reference at the end of the internship
- Possibility of a full-time offer for strong interns

We accept applications on a rolling basis and start new interns at the beginning of each month.`,
    requirements: `- Currently studying towards, or recently completed, a degree or diploma in Computer Science, Software Engineering or IT
- Basic knowledge of JavaScript and Git
- A GitHub profile or portfolio of personal or class projects
- Curiosity and willingness to learn`,
    jobLink: 'https://jobs.tsoka-labs.example/internships',
    applyInstructions: null,
    tags: ['Tech', 'Internship', 'JavaScript'],
    postedDaysAgo: 15,
    closesInDays: null,
  },
  {
    key: 'moyo-chikore-audit-senior-harare',
    title: 'Audit Senior',
    company: 'Moyo Chikore and Partners Chartered Accountants',
    location: 'Harare',
    salary: null,
    employmentType: 'Full-time',
    description: `Moyo Chikore and Partners is a mid-tier firm of chartered accountants providing audit, tax and advisory services to listed companies, NGOs, parastatals and private businesses. We are looking for an Audit Senior to lead engagements in our Harare office. Visit [moyochikore.example](https://www.moyochikore.example) to learn more about the firm.

## Key responsibilities

- Plan and execute statutory and donor-funded audits in line with ISAs
- Lead and review the work of audit trainees and semi-seniors
- Identify audit risks, evaluate internal controls and draft management letters
- Prepare financial statements under IFRS for smaller clients
- Communicate with client finance teams throughout the engagement
- Ensure working papers are complete and ready for manager review

## What we offer

- Exposure to a wide range of industries
- Study support for CA(Z) and ACCA
- Overtime pay during busy season and medical aid`,
    requirements: `- Degree in Accounting
- CA(Z) or ACCA qualified, or in the final stage of the qualification
- At least 3 years' audit experience in a public practice firm
- Strong knowledge of IFRS and ISAs
- Experience with audit software such as CaseWare`,
    jobLink: 'https://www.moyochikore.example/careers/audit-senior',
    applyInstructions: null,
    tags: ['Accounting', 'Audit', 'IFRS'],
    postedDaysAgo: 9,
    closesInDays: 19,
  },
  {
    key: 'ndlovu-sibanda-tax-consultant-bulawayo',
    title: 'Tax Consultant',
    company: 'Ndlovu Sibanda Tax Advisory',
    location: 'Bulawayo',
    salary: 'USD 1,300 - 1,600 per month',
    employmentType: 'Full-time',
    description: `Ndlovu Sibanda Tax Advisory is a specialist tax practice in Bulawayo serving manufacturers, mines, farms and NGOs across the southern region. We are looking for a Tax Consultant to join our growing team.

## Key responsibilities

- Prepare and review income tax returns, provisional tax (QPD) calculations and VAT returns
- Advise clients on PAYE, withholding taxes and transfer pricing matters
- Represent clients in ZIMRA audits and respond to queries and assessments
- Carry out tax health checks and due diligence reviews
- Research changes in tax legislation and prepare client updates
- Support the partners with objections and appeals

## What we offer

- Competitive salary and annual bonus
- Medical aid and professional membership fees paid
- Flexible working hours outside peak filing periods`,
    requirements: `- Degree in Accounting, Finance or Law
- ACCA, CIMA or CA(Z) qualified or part-qualified
- At least 3 years' tax experience in practice or with ZIMRA
- Thorough ZIMRA tax knowledge, including the Income Tax Act and VAT Act
- Experience with the ZIMRA TaRMS system`,
    jobLink: 'https://www.ns-tax.example/careers/tax-consultant',
    applyInstructions: null,
    tags: ['Accounting', 'Tax', 'ZIMRA'],
    postedDaysAgo: 13,
    closesInDays: 2,
  },
  {
    key: 'moyo-chikore-audit-trainee-harare',
    title: 'Audit Trainee (Articled Clerk)',
    company: 'Moyo Chikore and Partners Chartered Accountants',
    location: 'Harare',
    salary: 'USD 350 per month',
    employmentType: 'Internship',
    description: `Moyo Chikore and Partners is recruiting Audit Trainees for its training contract programme, which prepares graduates for qualification as Chartered Accountants of Zimbabwe. The programme combines practical audit work with study support.

## Key responsibilities

- Take part in audit engagements for clients in manufacturing, mining, NGOs and the public sector
- Perform audit procedures on bank, receivables, payables, inventory and payroll
- Attend stock counts and cash counts at client premises
- Prepare clear working papers and document evidence
- Assist with tax computations and bookkeeping assignments
- Study towards the CA(Z) or ACCA qualification

## What we offer

- Monthly allowance and transport to client sites
- Study leave and exam fee support
- Mentorship from qualified chartered accountants

**Please note:** Moyo Chikore and Partners does not charge any application, interview or training fees. We will never ask you to pay money to secure a place on the programme.`,
    requirements: `- Degree in Accounting or Accounting Science (2.1 or above preferred)
- 5 O-Levels including English and Maths
- Eligible to register as a trainee with ICAZ or ACCA
- Good computer skills, especially Excel`,
    jobLink: null,
    applyInstructions:
      'Email your CV, academic transcript and certified copies of certificates to trainees@moyochikore.example with "Audit Trainee" in the subject line.',
    tags: ['Accounting', 'Audit', 'Graduate'],
    postedDaysAgo: 20,
    closesInDays: 4,
  },
  {
    key: 'kurima-finance-manager-harare',
    title: 'Finance Manager',
    company: 'Kurima Agro Holdings',
    location: 'Harare',
    salary: 'USD 36,000 per annum',
    employmentType: 'Full-time',
    description: `Kurima Agro Holdings is a diversified agribusiness with contract farming, grain trading and agro-processing operations in Mashonaland East and Harare. We are seeking a Finance Manager to lead the finance function at our Harare head office. Company information is available at [kurima-agro.example](https://www.kurima-agro.example).

## Key responsibilities

- Lead monthly management accounts, annual financial statements and group consolidation
- Prepare budgets, forecasts and cash flow projections in a multi-currency environment
- Manage banking relationships, grower loan facilities and treasury
- Ensure tax compliance, including QPDs, VAT and PAYE, and manage ZIMRA audits
- Oversee the external audit process and strengthen internal controls
- Manage and develop a team of five accountants and clerks

## What we offer

- Annual package as stated, plus performance bonus
- Company vehicle and fuel
- Medical aid and pension`,
    requirements: `- Degree in Accounting or Finance
- CA(Z), ACCA or CIMA fully qualified
- At least 5 years' post-qualification experience, 2 in a management role
- Experience in agriculture or manufacturing is an advantage
- Strong knowledge of IFRS and ZIMRA tax law
- Experience with Sage Evolution or a similar ERP`,
    jobLink: 'https://careers.kurima-agro.example/jobs/finance-manager',
    applyInstructions: null,
    tags: ['Accounting', 'Finance', 'Management', 'Agriculture'],
    postedDaysAgo: 31,
    closesInDays: -10,
  },
  {
    key: 'vimbai-private-hospital-medical-officer-harare',
    title: 'Medical Officer',
    company: 'Vimbai Private Hospital',
    location: 'Harare',
    salary: 'US$3,500 - US$4,500 per month',
    employmentType: 'Full-time',
    description: `Vimbai Private Hospital is a 90-bed private hospital in Harare with a 24-hour casualty department, theatres, maternity and an intensive care unit. We are looking for a Medical Officer to join our casualty and ward team.

## Key responsibilities

- Assess and treat patients in casualty and on the wards
- Admit, review and discharge patients in consultation with specialists
- Perform minor procedures and assist in theatre when required
- Keep accurate and complete clinical records
- Take part in the on-call roster, including nights and weekends
- Contribute to clinical audits and in-house teaching

## What we offer

- Competitive salary plus call allowances
- Medical aid, indemnity cover and CPD support
- A modern hospital with good diagnostic support`,
    requirements: `- MBChB or equivalent medical degree
- Registered with the Medical and Dental Practitioners Council of Zimbabwe
- At least 2 years' post-internship experience
- Valid ACLS and ATLS certificates are an advantage`,
    jobLink: 'https://www.vimbai-hospital.example/careers/medical-officer',
    applyInstructions: null,
    tags: ['Health', 'Doctor', 'Hospital'],
    postedDaysAgo: 8,
    closesInDays: 3,
  },
  {
    key: 'lifeline-diagnostics-medical-laboratory-scientist-kadoma',
    title: 'Medical Laboratory Scientist',
    company: 'Lifeline Diagnostics Laboratories',
    location: 'Kadoma',
    salary: null,
    employmentType: 'Full-time',
    description: `Lifeline Diagnostics Laboratories runs a network of accredited medical laboratories serving private doctors, clinics and mine hospitals. We are opening a new laboratory in Kadoma and need a Medical Laboratory Scientist to run it.

## Key responsibilities

- Perform haematology, chemistry, microbiology and serology tests accurately
- Run internal quality control and take part in external quality assessment schemes
- Validate and release results on the laboratory information system
- Maintain and calibrate analysers and keep equipment logs
- Manage reagents and consumables to prevent stock-outs
- Supervise a laboratory assistant and specimen collection staff

## What we offer

- Responsibility for a new site with support from our head office
- Medical aid and on-call allowance
- CPD support and training on new analysers`,
    requirements: `- Degree in Medical Laboratory Sciences
- Registered with the Medical Laboratory and Clinical Scientists Council of Zimbabwe
- At least 2 years' experience in a clinical laboratory
- Knowledge of ISO 15189 quality standards`,
    jobLink: 'https://www.lifeline-diagnostics.example/careers/mls-kadoma',
    applyInstructions: null,
    tags: ['Health', 'Laboratory'],
    postedDaysAgo: 5,
    closesInDays: 28,
  },
  {
    key: 'tinashe-health-hiv-programme-officer-bindura',
    title: 'HIV Prevention Programme Officer',
    company: 'Tinashe Health Trust',
    location: 'Bindura, Mashonaland Central',
    salary: null,
    employmentType: 'Contract',
    description: `Tinashe Health Trust is recruiting an HIV Prevention Programme Officer for a project reaching adolescent girls and young women in Bindura, Shamva and Mazowe districts with prevention, testing and linkage to care.

## Key responsibilities

- Plan and coordinate community HIV prevention activities with district health teams
- Support peer educators and community cadres to deliver safe spaces sessions
- Facilitate demand creation for HIV testing, PrEP and family planning services
- Strengthen referral and linkage systems between communities and health facilities
- Monitor activities and compile weekly and monthly reports
- Ensure adherence to safeguarding and confidentiality standards

## What we offer

- Contract until the end of the project, with possibility of extension
- Medical aid, field allowance and communication allowance`,
    requirements: `- Degree in Nursing, Public Health, Social Work or a related field
- At least 2 years' experience in HIV programming, preferably with adolescents and young people
- Knowledge of Ministry of Health and Child Care and NAC guidelines
- Good facilitation and report writing skills
- Fluent in Shona and English`,
    jobLink: 'https://www.tinashe-health.example/careers/hiv-programme-officer',
    applyInstructions: null,
    tags: ['NGO', 'Health', 'HIV'],
    postedDaysAgo: 16,
    closesInDays: 0,
  },
  {
    key: 'harvest-hope-livelihoods-officer-zvishavane',
    title: 'Livelihoods Officer',
    company: 'Harvest Hope Zimbabwe',
    location: 'Zvishavane',
    salary: null,
    employmentType: 'Contract',
    description: `Harvest Hope Zimbabwe is recruiting a Livelihoods Officer for a resilience project in Zvishavane and Mberengwa districts that helps households diversify incomes through small livestock, nutrition gardens and savings groups.

## Key responsibilities

- Mobilise and train communities on small livestock production and market linkages
- Establish and mentor Internal Savings and Lending (ISAL) groups
- Support the rehabilitation of community nutrition gardens with solar-powered boreholes
- Work with AGRITEX and Veterinary Services officers on technical training
- Collect monitoring data and write activity reports
- Identify and document success stories

## What we offer

- One-year contract with possibility of renewal
- Medical aid and field allowances

**Harvest Hope does not charge any fee at any stage of recruitment.** Requests for money in our name should be reported to our head office.`,
    requirements: `- Degree in Agriculture, Animal Science, Agricultural Economics or Development Studies
- At least 2 years' experience in livelihoods or agricultural programmes
- Experience with savings groups and market systems approaches
- Class 3 or class 4 driver's licence
- Knowledge of the Midlands area is an advantage`,
    jobLink: null,
    applyInstructions:
      'Email a cover letter and CV, with three traceable references, to jobs@harvesthope.example. Write "Livelihoods Officer - Zvishavane" in the subject line.',
    tags: ['NGO', 'Livelihoods', 'Agriculture'],
    postedDaysAgo: 15,
    closesInDays: 1,
  },
  {
    key: 'sizimele-finance-admin-officer-bulawayo',
    title: 'Finance and Administration Officer',
    company: 'Sizimele Development Trust',
    location: 'Bulawayo',
    salary: null,
    employmentType: 'Contract',
    description: `Sizimele Development Trust is looking for a Finance and Administration Officer for its Bulawayo head office. The position supports WASH and livelihoods projects funded by several international donors. See [sizimele.example](https://www.sizimele.example) for our current programmes.

## Key responsibilities

- Process payments and maintain the cash book and bank reconciliations
- Prepare monthly financial reports and donor financial reports
- Ensure expenditure complies with donor rules and internal policies
- Manage payroll, statutory deductions and NSSA and ZIMRA submissions
- Coordinate procurement, asset registers and vehicle logs
- Prepare for donor and statutory audits

## What we offer

- Two-year contract with medical aid and pension
- 24 days' annual leave

The Finance and Administration Officer reports to the Finance Manager and works closely with project managers to keep spending on track. Occasional travel to field offices in Hwange and Lupane is required.`,
    requirements: `- Degree in Accounting or Finance
- ACCA or CIMA part-qualified
- At least 3 years' experience in NGO finance
- Experience with QuickBooks or Sage and donor reporting
- Knowledge of NSSA, PAYE and ZIMRA compliance requirements`,
    jobLink: 'https://www.sizimele.example/vacancies/finance-admin-officer',
    applyInstructions: null,
    tags: ['NGO', 'Finance', 'Administration'],
    postedDaysAgo: 10,
    closesInDays: 6,
  },
  {
    key: 'sizimele-community-mobiliser-volunteer-hwange',
    title: 'Community Mobiliser (Volunteer)',
    company: 'Sizimele Development Trust',
    location: 'Hwange',
    salary: 'USD 100 monthly transport allowance',
    employmentType: 'Volunteer',
    description: `Sizimele Development Trust is looking for community-based volunteers in Hwange district to support hygiene promotion and cholera prevention activities in their own wards.

## Key responsibilities

- Conduct household visits to share hygiene and safe water messages
- Mobilise community members for meetings, clean-up campaigns and health days
- Distribute water treatment tablets and hygiene kits according to project lists
- Report suspected cholera or diarrhoea cases to the nearest clinic and EHT
- Keep simple activity records and submit them monthly

## What we offer

- A monthly transport allowance
- Training in hygiene promotion and community mobilisation
- A certificate of service after six months

Volunteers must live in the ward they will serve. Sizimele does not charge any fee to become a volunteer.`,
    requirements: null,
    jobLink: null,
    applyInstructions:
      'Hand deliver a one-page application with a copy of your ID and a recommendation letter from your ward councillor or village head to the Sizimele field office at Hwange Colliery Township, Block 4, Hwange.',
    tags: ['NGO', 'WASH', 'Volunteer'],
    postedDaysAgo: 22,
    closesInDays: -1,
  },
  {
    key: 'mutemwa-college-a-level-chemistry-teacher-marondera',
    title: 'A-Level Chemistry Teacher',
    company: 'Mutemwa Christian College',
    location: 'Marondera',
    salary: null,
    employmentType: 'Full-time',
    description: `Mutemwa Christian College is a mission boarding secondary school near Marondera offering ZIMSEC O-Level and A-Level. We are looking for a committed Chemistry teacher who can teach up to A-Level and help grow our science department.

## Key responsibilities

- Teach Chemistry at A-Level and Combined Science at O-Level
- Prepare learners for ZIMSEC examinations and supervise practical work
- Manage the chemistry laboratory, including chemicals and safety
- Set, mark and record tests and assignments
- Take part in boarding duties and co-curricular activities
- Support the science club and science fair entries

## What we offer

- Accommodation on the school campus
- Meals during term time
- Fee concession for teachers' children

The post starts at the beginning of the next school term. Mutemwa Christian College welcomes applications from teachers who share the school's values and enjoy boarding school life.`,
    requirements: `- Degree in Chemistry or Science Education with a teaching qualification
- At least 2 years' experience teaching A-Level Chemistry
- Record of good ZIMSEC results
- Willingness to live on the school campus`,
    jobLink: null,
    applyInstructions:
      'Email your application letter, CV and certified copies of certificates to the Principal at admin@mutemwa-college.example.',
    tags: ['Education', 'Teaching', 'Science'],
    postedDaysAgo: 35,
    closesInDays: -18,
  },
  {
    key: 'little-baobabs-ecd-teacher-harare',
    title: 'ECD Teacher',
    company: 'Little Baobabs Early Learning Centre',
    location: 'Harare',
    salary: 'USD 400 per month',
    employmentType: 'Part-time',
    description: `Little Baobabs Early Learning Centre is a small, warm preschool in Mabelreign caring for children aged 2 to 6. We are looking for a part-time ECD Teacher to lead our morning ECD A class (8am to 1pm, Monday to Friday).

## Key responsibilities

- Plan and deliver play-based learning activities for children aged 3 to 4
- Support early literacy, numeracy, language and social development
- Observe children's progress and keep simple developmental records
- Keep the classroom safe, clean and well organised
- Communicate daily with parents and guardians
- Work with the centre head on events such as sports day and the end-of-year concert

## What we offer

- Morning hours that suit parents and students
- Teaching materials provided
- A friendly team and supportive parents`,
    requirements: `- Diploma or Certificate in Early Childhood Development
- At least 1 year's experience teaching young children
- Patient, caring and creative
- A first aid certificate is an advantage`,
    jobLink: null,
    applyInstructions:
      'Email your CV and copies of certificates to hello@littlebaobabs.example or drop them off at 8 Lomagundi Road, Mabelreign, Harare.',
    tags: ['Education', 'ECD', 'Teaching'],
    postedDaysAgo: 4,
    closesInDays: 5,
  },
  {
    key: 'pfumo-gold-underground-shift-boss-kadoma',
    title: 'Underground Shift Boss',
    company: 'Pfumo Gold Mines',
    location: 'Kadoma',
    salary: 'Competitive + mining allowance + housing',
    employmentType: 'Full-time',
    description: `Pfumo Gold Mines operates two underground gold mines near Kadoma. We are looking for an experienced Underground Shift Boss to run production shifts safely and efficiently.

## Key responsibilities

- Plan and supervise drilling, blasting, lashing and support activities on shift
- Achieve shift targets for development metres, tonnes and grade
- Conduct pre-shift safety meetings and workplace inspections
- Ensure compliance with explosives regulations and the mine's code of practice
- Manage and develop miners, crew leaders and general hands
- Complete shift reports and hand over accurately to the next shift

## What we offer

- Competitive salary with underground and mining allowances
- Company housing and medical aid
- Production bonus

The successful candidate will report to the Mine Overseer and will work a rotating shift roster, including night shifts and some weekends.`,
    requirements: `- Blasting licence issued under the Explosives Regulations
- Mine Overseer's certificate or Shift Boss certificate
- At least 5 years' underground experience, 2 as a shift boss
- Good knowledge of narrow-reef gold mining methods
- Medically fit for underground work`,
    jobLink: 'https://www.pfumo-gold.example/careers/shift-boss',
    applyInstructions: null,
    tags: ['Mining', 'Gold', 'Supervision'],
    postedDaysAgo: 11,
    closesInDays: 2,
  },
  {
    key: 'tsvimbo-gold-sheq-officer-bindura',
    title: 'SHEQ Officer',
    company: 'Tsvimbo Gold Mining',
    location: 'Bindura',
    salary: null,
    employmentType: 'Full-time',
    description: `Tsvimbo Gold Mining runs an open pit and carbon-in-leach plant outside Bindura. We are seeking a SHEQ Officer to strengthen our safety, health, environment and quality systems.

## Key responsibilities

- Carry out daily inspections of the pit, plant, workshops and tailings facility
- Facilitate risk assessments, planned task observations and safety meetings
- Investigate incidents and track corrective actions to closure
- Monitor compliance with EMA environmental requirements and the mine's EIA conditions
- Coordinate induction and refresher safety training for employees and contractors
- Maintain SHEQ records and prepare monthly statistics for management

## What we offer

- Competitive salary and mining allowance
- Medical aid and company transport from Bindura town
- Support for NEBOSH certification

The SHEQ Officer reports to the SHEQ Manager and may be required to respond to emergencies outside normal working hours.`,
    requirements: `- Degree or Diploma in Safety, Health and Environmental Management
- NEBOSH International General Certificate or equivalent
- At least 3 years' SHEQ experience in mining
- Knowledge of the Mining (Health and Safety) Regulations and EMA requirements
- Class 4 driver's licence`,
    jobLink: 'https://careers.tsvimbo-gold.example/jobs/sheq-officer',
    applyInstructions: null,
    tags: ['Mining', 'SHEQ', 'Gold', 'Environment'],
    postedDaysAgo: 18,
    closesInDays: 4,
  },
  {
    // An advert of the kind the scam rules exist for, so that a fresh install shows readers'
    // warning and the console's flagged queue. Written for the demo; no real employer named.
    key: 'quick-placements-general-hands-harare',
    title: 'General Hands and Shop Assistants (20 Posts)',
    company: 'Quick Placements Agency',
    location: 'Harare',
    salary: 'USD 600 per week',
    employmentType: 'Full-time',
    description: `Quick Placements Agency is recruiting general hands and shop assistants for supermarkets and warehouses in Harare. No experience needed, training is provided.

## How to apply

- Send your name and ID number on WhatsApp to 0771 000 000
- Shortlisted applicants pay a registration fee of USD 20 via EcoCash to secure an interview slot
- Limited slots: apply today`,
    requirements: null,
    jobLink: null,
    applyInstructions: 'WhatsApp 0771 000 000 with your name and ID number.',
    tags: ['Retail', 'General Work'],
    postedDaysAgo: 9,
    closesInDays: 12,
  },
]
