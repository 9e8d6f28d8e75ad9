import { ADMIN, ROLE, type AdminFlag, type RoleId } from '../../domain/session/roles.ts';

/** A demo account: its dealers by key, the first of them current at sign-in. */
export type DemoAccount = {
  email: string;
  first_name: string;
  last_name: string;
  role: RoleId;
  admin: AdminFlag;
  dealers: readonly string[];
  release?: { number: string; content: string };
};

const RELEASE_NOTE =
  'What is new in 1.0: lists, filters and deal sheets now answer instantly from this device and keep working ' +
  'offline; your changes sync as soon as you are back online. Switching dealers no longer reloads the page, and ' +
  'you can reset a forgotten password by e-mail from the sign-in page.';

const staff = (dealer: string, first_name: string, last_name: string, role: RoleId): DemoAccount => ({
  email: `${first_name}.${last_name}@${dealer.toLowerCase()}.demo.dealer`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
  first_name,
  last_name,
  role,
  admin: ADMIN.standard,
  dealers: [dealer],
});

/** The demo logins (demoLogins.ts) first, then the staff of each dealer. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@demo.dealer',
    first_name: 'Dana',
    last_name: 'Whitfield',
    role: ROLE.generalManager,
    admin: ADMIN.administrator,
    dealers: ['CAMB01', 'CALG01', 'COLU01'],
    release: { number: '1.0', content: RELEASE_NOTE },
  },
  { email: 'sales@demo.dealer', first_name: 'Ryan', last_name: 'Mitchell', role: ROLE.salesperson, admin: ADMIN.standard, dealers: ['CAMB01', 'CALG01'] },
  { email: 'service@demo.dealer', first_name: 'Priya', last_name: 'Sharma', role: ROLE.service, admin: ADMIN.standard, dealers: ['CAMB01', 'COLU01'] },
  { email: 'inactive@demo.dealer', first_name: 'Grant', last_name: 'Holloway', role: ROLE.salesperson, admin: ADMIN.inactive, dealers: ['CAMB01'] },
  staff('CAMB01', 'Jessica', 'Tremblay', ROLE.salesperson),
  staff('CAMB01', 'Daniel', 'Kowalski', ROLE.salesperson),
  staff('CAMB01', 'Mei', 'Chen', ROLE.salesperson),
  staff('CAMB01', 'Brian', 'MacDonald', ROLE.salesManager),
  staff('CAMB01', 'Olivia', 'Martin', ROLE.bdcAgent),
  staff('CAMB01', 'Arjun', 'Gill', ROLE.financeManager),
  staff('CAMB01', 'Kevin', "O'Brien", ROLE.service),
  staff('CALG01', 'Tyler', 'Anderson', ROLE.salesperson),
  staff('CALG01', 'Hannah', 'Nguyen', ROLE.salesperson),
  staff('CALG01', 'Marcus', 'Bell', ROLE.salesperson),
  staff('CALG01', 'Laura', 'Fraser', ROLE.salesManager),
  staff('CALG01', 'Simran', 'Dhillon', ROLE.bdcAgent),
  staff('CALG01', 'Colin', 'Stewart', ROLE.service),
  staff('COLU01', 'Jake', 'Miller', ROLE.salesperson),
  staff('COLU01', 'Ashley', 'Johnson', ROLE.salesperson),
  staff('COLU01', 'DeShawn', 'Williams', ROLE.salesperson),
  staff('COLU01', 'Megan', 'Rivera', ROLE.salesManager),
  staff('COLU01', 'Tony', 'Russo', ROLE.generalManager),
  staff('COLU01', 'Kayla', 'Brooks', ROLE.bdcAgent),
  staff('COLU01', 'Chris', 'Parker', ROLE.service),
];
