/** The demo company's records (deterministic). Dates are relative to the day of seeding. */

export const DEMO_PASSWORD = 'demo1234';

export const DIVISIONS = [
  { id: 1, name: 'Software' },
  { id: 2, name: 'Customer Support' },
  { id: 3, name: 'Marketing' },
  { id: 5, name: 'Accounts / Admin / HR' },
  { id: 6, name: 'Technical' },
] as const;

export const POSITIONS: Record<number, readonly string[]> = {
  1: ['Head of Software', 'Team Lead', 'Senior Software Engineer', 'Software Engineer', 'QA Engineer'],
  2: ['Head of Customer Support', 'Support Coordinator', 'Support Executive'],
  3: ['Head of Marketing', 'Sales Manager', 'Marketing Executive'],
  5: ['Managing Director', 'Director', 'Administrator', 'Accountant', 'HR Executive'],
  6: ['Head of Technical', 'Technical Lead', 'Senior Technician', 'Technician'],
};

export interface DemoEmployee {
  first: string;
  last: string;
  email?: string;
  division: number;
  position: string;
  role: number;
  userType?: number;
  active?: boolean;
}

/** The first eight are the demo logins, one per role. */
export const EMPLOYEES: readonly DemoEmployee[] = [
  {
    first: 'Sunil',
    last: 'Perera',
    email: 'super@demo.local',
    division: 5,
    position: 'Administrator',
    role: 1,
  },
  {
    first: 'Anoma',
    last: 'Silva',
    email: 'admin@demo.local',
    division: 5,
    position: 'Administrator',
    role: 2,
  },
  {
    first: 'Dilan',
    last: 'Jayasuriya',
    email: 'director@demo.local',
    division: 5,
    position: 'Director',
    role: 3,
  },
  {
    first: 'Harsha',
    last: 'Fernando',
    email: 'hod@demo.local',
    division: 1,
    position: 'Head of Software',
    role: 4,
  },
  {
    first: 'Lahiru',
    last: 'Gunawardena',
    email: 'lead@demo.local',
    division: 1,
    position: 'Team Lead',
    role: 5,
  },
  {
    first: 'Chamari',
    last: 'Wijesinghe',
    email: 'coordinator@demo.local',
    division: 2,
    position: 'Support Coordinator',
    role: 6,
  },
  {
    first: 'Kasun',
    last: 'Rathnayake',
    email: 'qjm@demo.local',
    division: 6,
    position: 'Technical Lead',
    role: 7,
  },
  {
    first: 'Nimal',
    last: 'Bandara',
    email: 'employee@demo.local',
    division: 1,
    position: 'Software Engineer',
    role: 8,
  },
  { first: 'Priyanka', last: 'Mendis', division: 5, position: 'Managing Director', role: 3 },
  { first: 'Ruwan', last: 'Herath', division: 6, position: 'Head of Technical', role: 4 },
  { first: 'Shanika', last: 'Peiris', division: 2, position: 'Head of Customer Support', role: 4 },
  { first: 'Tharindu', last: 'Senanayake', division: 1, position: 'Team Lead', role: 5 },
  { first: 'Malsha', last: 'Dissanayake', division: 1, position: 'Senior Software Engineer', role: 8 },
  { first: 'Isuru', last: 'Karunaratne', division: 1, position: 'Software Engineer', role: 8 },
  { first: 'Dinithi', last: 'Abeysekara', division: 1, position: 'QA Engineer', role: 8 },
  { first: 'Chathura', last: 'Wickramasinghe', division: 1, position: 'Software Engineer', role: 8 },
  { first: 'Nadeesha', last: 'Ranasinghe', division: 1, position: 'Software Engineer', role: 8 },
  { first: 'Pasindu', last: 'Amarasinghe', division: 1, position: 'Senior Software Engineer', role: 8 },
  { first: 'Sachini', last: 'Weerasinghe', division: 1, position: 'QA Engineer', role: 8 },
  { first: 'Buddhika', last: 'Jayawardena', division: 6, position: 'Senior Technician', role: 8 },
  { first: 'Asanka', last: 'Kumara', division: 6, position: 'Technician', role: 8 },
  { first: 'Roshan', last: 'Pathirana', division: 6, position: 'Technician', role: 8 },
  { first: 'Gayan', last: 'Samarasinghe', division: 6, position: 'Technician', role: 8 },
  { first: 'Upul', last: 'Hettiarachchi', division: 6, position: 'Senior Technician', role: 8 },
  { first: 'Janaka', last: 'Liyanage', division: 6, position: 'Technical Lead', role: 5 },
  { first: 'Sanduni', last: 'Rajapaksha', division: 2, position: 'Support Executive', role: 8 },
  { first: 'Hiruni', last: 'Edirisinghe', division: 2, position: 'Support Executive', role: 8 },
  { first: 'Mahesh', last: 'Gamage', division: 2, position: 'Support Executive', role: 8 },
  { first: 'Kavindi', last: 'Alwis', division: 2, position: 'Support Coordinator', role: 6 },
  { first: 'Thilini', last: 'Munasinghe', division: 3, position: 'Head of Marketing', role: 4 },
  { first: 'Ravindu', last: 'Kodikara', division: 3, position: 'Sales Manager', role: 8 },
  { first: 'Sahan', last: 'Wanigasekara', division: 3, position: 'Marketing Executive', role: 8 },
  { first: 'Nirosha', last: 'Jayasekara', division: 5, position: 'Accountant', role: 8 },
  { first: 'Madushan', last: 'Ekanayake', division: 5, position: 'HR Executive', role: 8 },
  { first: 'Tharushi', last: 'Kulatunga', division: 5, position: 'Accountant', role: 8 },
  { first: 'Ishara', last: 'Dharmasena', division: 6, position: 'Technician', role: 7 },
  {
    first: 'Chandana',
    last: 'Wijeratne',
    division: 1,
    position: 'Software Engineer',
    role: 8,
    active: false,
  },
  { first: 'Lasantha', last: 'Ratnayake', division: 6, position: 'Technician', role: 8, active: false },
  { first: 'Dulani', last: 'Senaratne', division: 2, position: 'Support Executive', role: 8, userType: 0 },
  { first: 'Kamal', last: 'Fonseka', division: 3, position: 'Marketing Executive', role: 8 },
];

export const SYSTEMS = [
  'POS',
  'Back Office',
  'Inventory',
  'Payroll',
  'HRIS',
  'Accounting',
  'E-commerce',
  'Kitchen Display',
  'Loyalty',
  'Server Infrastructure',
] as const;

/** Ordinary categories; the rule-bearing ones (21–30) come with the reference data. */
export const ORDINARY_CATEGORIES = [
  'Installation',
  'Training',
  'Bug Fix',
  'Maintenance Visit',
  'Network Setup',
  'Data Migration',
  'Report Customisation',
  'Hardware Replacement',
  'Software Upgrade',
  'Remote Support',
  'Configuration Change',
  'Consultation',
] as const;

export const CUSTOMERS = [
  { name: 'Lanka Fresh Mart', owner: 'R. Wijesekara', web: 'lankafreshmart.example' },
  { name: 'Ceylon Spice Cafe', owner: 'M. Fernando', web: 'ceylonspice.example' },
  { name: 'Harbour View Hotel', owner: 'A. de Silva', web: 'harbourview.example' },
  { name: 'Kandy Textiles', owner: 'S. Bandara', web: 'kandytextiles.example' },
  { name: 'Galle Fort Pharmacy', owner: 'N. Perera', web: 'gallefortpharmacy.example' },
  { name: 'Ocean Breeze Restaurants', owner: 'K. Jayasinghe', web: 'oceanbreeze.example' },
  { name: 'Highland Tea Traders', owner: 'P. Ratnayake', web: 'highlandtea.example' },
  { name: 'City Hardware Stores', owner: 'D. Gunasekara', web: 'cityhardware.example' },
  { name: 'Sapphire Jewellers', owner: 'T. Abeywickrama', web: 'sapphirejewellers.example' },
  { name: 'Green Valley Bakery', owner: 'L. Samaraweera', web: 'greenvalley.example' },
  { name: 'Royal Book Shop', owner: 'H. Dias', web: 'royalbooks.example' },
] as const;

export const TOWNS = [
  'Colombo 03',
  'Kandy',
  'Galle',
  'Negombo',
  'Kurunegala',
  'Matara',
  'Jaffna',
  'Nugegoda',
  'Anuradhapura',
  'Ratnapura',
] as const;

/** Every agreement state the lights and need_approval must handle. */
export type AgreementPlan = 'both' | 'software' | 'hardware' | 'warranty' | 'expired' | 'none';
export const AGREEMENT_PLANS: readonly AgreementPlan[] = [
  'both',
  'software',
  'hardware',
  'warranty',
  'expired',
  'none',
];

/** This year's public holidays (month-day) and one multi-day company closure. */
export const HOLIDAYS = [
  { start: '01-15', end: '01-15', description: 'Tamil Thai Pongal Day' },
  { start: '02-04', end: '02-04', description: 'National Day' },
  { start: '04-13', end: '04-14', description: 'Sinhala and Tamil New Year' },
  { start: '05-01', end: '05-01', description: 'May Day' },
  { start: '05-30', end: '05-30', description: 'Vesak Full Moon Poya Day' },
  { start: '08-13', end: '08-14', description: 'Company Annual Retreat' },
  { start: '12-25', end: '12-25', description: 'Christmas Day' },
] as const;
