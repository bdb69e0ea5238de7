/**
 * The words that say what kind of work a job is, as they appear in job titles and adverts in
 * Zimbabwe. Each is filed by how much it says on its own (see WEIGHT), because a title often
 * holds words of two kinds ("Sales Accountant", "Mining Engineer") and the stronger decides.
 * The lists are comma-separated phrases, so that a table of hundreds of words stays readable.
 */
import type { JobCategory } from './category-values.ts'

export const WORD_KINDS = ['role', 'field', 'roleDefault', 'hint'] as const
type WordKind = (typeof WORD_KINDS)[number]

/** How much a word says about the kind of work; the heavier word in a title decides. */
export const WEIGHT: Readonly<Record<WordKind, number>> = {
  /** a trade or profession that is one kind of work wherever it is done: "accountant" */
  role: 4,
  /** a sector or discipline: "mining", "civil", "software", "sales" */
  field: 3,
  /** a job noun that takes its kind from a field beside it, if any: "engineer", "clerk" */
  roleDefault: 2,
  /** a word too vague to outweigh any other: "administration" */
  hint: 1,
}

export const CATEGORY_WORDS: Readonly<
  Partial<Record<JobCategory, Readonly<Partial<Record<WordKind, string>>>>>
> = {
  'accounting-finance': {
    role: `accountant, actuary, auditor, book keeper, bookkeeper, bursar, credit controller, teller,
      underwriter`,
    field: `accounting, accounts, actuarial, audit, bank, banking, billing, costing, credit,
      creditors, debtors, finance, financial, insurance, investment, investments, loan, loans,
      microfinance, payroll, securities, tax, taxation, treasury`,
    roleDefault: `cashier`,
  },
  'admin-office': {
    role: `admin assistant, administrative assistant, data capturer, data entry, executive
      assistant, messenger, office assistant, office orderly, pa, personal assistant,
      receptionist, recruiter, secretary, switchboard operator, telephonist, typist`,
    field: `clerical, hr, human resource, human resources, industrial relations, learning and
      development, personnel, records, recruitment, registry, secretarial, talent acquisition,
      training and development`,
    roleDefault: `administrator, clerk`,
    hint: `admin, administration, administrative, office`,
  },
  agriculture: {
    role: `agronomist, farmer, gardener, horticulturist, tractor driver, vet, veterinarian,
      veterinary surgeon`,
    field: `agribusiness, agric, agricultural, agriculture, agritex, agronomy, animal health,
      animal science, aquaculture, crop, crops, dairy, farm, farming, fisheries, forestry,
      horticultural, horticulture, irrigation, livestock, poultry, veterinary`,
  },
  'construction-engineering': {
    role: `architect, artisan, boiler maker, boilermaker, bricklayer, builder, carpenter, clerk of
      works, draftsman, draughtsman, electrician, fitter, foreman, mechanic, millwright, painter,
      plumber, quantity surveyor, rigger, site agent, tiler, welder`,
    field: `building, civil, construction, electrical, electronics, engineering, geotechnical,
      hvac, instrumentation, mechanical, refrigeration, solar, structural, surveying`,
    roleDefault: `engineer, installer, surveyor, technician`,
  },
  'customer-service': {
    field: `call center, call centre, client relations, client service, client services, contact
      center, contact centre, customer care, customer experience, customer relations, customer
      service, customer services, customer support, front desk`,
  },
  education: {
    role: `educator, headmaster, headmistress, instructor, lecturer, librarian, professor,
      teacher, tutor`,
    field: `academic, college, curriculum, early childhood, early childhood development, ecd,
      education, polytechnic, school, teaching, university`,
  },
  health: {
    role: `anaesthetist, care giver, caregiver, clinician, dentist, dietician, dietitian, doctor,
      epidemiologist, lab scientist, lab technician, laboratory scientist, laboratory technician,
      midwife, nurse, nutritionist, optometrist, paramedic, pharmacist, physician,
      physiotherapist, psychologist, radiographer, sonographer, surgeon`,
    field: `clinic, clinical, dental, environmental health, health, health care, healthcare, hiv,
      hospital, malaria, medical, mental health, nursing, nutrition, optometry, pharmaceutical,
      pharmacy, physiotherapy, public health, radiology`,
  },
  'hospitality-tourism': {
    role: `barista, barman, bartender, chef, concierge, cook, housekeeper, room attendant, safari
      guide, tour guide, waiter, waitress, waitron`,
    field: `casino, catering, fast food, food and beverage, front office, hospitality, hotel,
      housekeeping, kitchen, lodge, reservations, resort, restaurant, safari, safaris, tourism,
      tourist, travel`,
    roleDefault: `guide`,
  },
  ict: {
    role: `business analyst, data analyst, data engineer, data scientist, database administrator,
      developer, devops, full stack, fullstack, network administrator, programmer, software
      tester, sysadmin, system administrator, systems administrator, systems analyst, ui
      designer, ux designer, web designer`,
    field: `artificial intelligence, back end, backend, computer, computer science, computing,
      cyber, cyber security, cybersecurity, data science, database, front end, frontend, ict,
      information and communication technology, information and communications technology,
      information management, information security, information systems, information
      technology, it, it security, it support, machine learning, network, networking, networks,
      software, software development, software engineering, tech, telecom, telecommunications,
      telecoms, web, web development`,
  },
  legal: {
    role: `advocate, attorney, company secretary, conveyancer, lawyer, magistrate, notary,
      paralegal, prosecutor, solicitor`,
    field: `conveyancing, law, legal, litigation`,
  },
  'logistics-transport': {
    role: `buyer, chauffeur, clearing agent, courier, dispatcher, driver, storekeeper, storeman,
      stores controller`,
    field: `clearing and forwarding, customs, delivery, dispatch, fleet, forklift, freight,
      haulage, inventory, logistic, logistics, procurement, purchasing, shipping, stores, supply
      chain, transport, transportation, truck, trucking, warehouse, warehousing`,
  },
  manufacturing: {
    role: `food technologist, machine operator, machinist, packer, production operator, quality
      controller`,
    field: `assembly line, brewery, factory, food processing, manufacturing, milling, packaging,
      production, quality assurance, quality control, textile, textiles`,
    roleDefault: `operator`,
  },
  'marketing-sales': {
    role: `account executive, account manager, brand ambassador, business developer, copywriter,
      graphic designer, marketer, merchandiser, promoter, sales agent, sales executive, sales
      person, sales rep, sales representative, salesman, salesperson, shop assistant,
      shopkeeper, telemarketer`,
    field: `account management, advertising, brand, branding, business development,
      communications, digital marketing, e commerce, ecommerce, graphic design, key account, key
      accounts, market research, marketing, media, pr, public relations, retail, sales, social
      media, telesales`,
  },
  mining: {
    role: `blaster, geologist, metallurgist, miner, shift boss, winder driver`,
    field: `colliery, exploration, geological, geology, metallurgical, metallurgy, mine, mineral
      processing, minerals, mining, smelter`,
  },
  'ngo-development': {
    // "Mine action" is clearing land mines: humanitarian work, not mining.
    role: `program officer, programme officer, project officer, social worker`,
    field: `advocacy, beneficiaries, capacity building, care international, child protection,
      civil society, climate change, community development, development, disaster, donor, fao,
      food security, gbv, gender, grant, grants, humanitarian, ilo, iom, livelihood, livelihoods,
      m and e, meal, medecins sans frontieres, mercy corps, mine action, monitoring and
      evaluation, msf, ngo, ngos, non governmental, non profit, nonprofit, not for profit, oxfam,
      peacebuilding, plan international, program, programme, programmes, programs, red cross,
      relief, rural development, sanitation, save the children, shelter, social protection,
      social work, un women, unaids, undp, unfpa, unhcr, unicef, united nations, usaid, wash,
      wfp, world vision`,
  },
  security: {
    role: `bouncer, canine handler, dog handler, guard, security guard, security officer,
      watchman`,
    field: `cctv, loss control, loss prevention, security`,
  },
}

/**
 * Words so common in an advert's prose, with other meanings there ("it", "office", "gender" in
 * an equal-opportunity line, "education" as a heading), that only a title, an employer's name or
 * a tag is trusted with them.
 */
export const TITLE_ONLY_WORDS = `academic, admin, building, college, communications, computer,
  credit, delivery, development, education, gender, hr, it, law, meal, office, pa, pr, program,
  programme, programmes, programs, relief, tech, travel, university, vet, wash`

/**
 * Phrases that hold a category word but say nothing about the kind of work. Read as one phrase,
 * they use their words up, so "Health and Safety Officer" is not a health job and a "driver's
 * licence" in the requirements does not make a job a driver's.
 */
export const NOT_CATEGORY_PHRASES = `business administration, career development, civil servant,
  civil service, driver s licence, driver s license, drivers licence, drivers license, health and
  environment, health and safety, health safety, job security, microsoft office, ms office,
  personal development, product development, professional development, property development,
  research and development, safety and health, safety health, school leaver, social security,
  team building, transport allowance`
