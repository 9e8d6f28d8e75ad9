import type { Section } from '../../domain/permissions/permissions.ts';

export type MenuSection = { section: Section; label: string; links: { label: string; href: string }[] };

/** The side menu's sections that have a built screen, in menu order; each is shown when canSeeSection allows. */
export const menuSections: MenuSection[] = [
  {
    section: 'customers',
    label: 'Customers',
    links: [
      { label: 'Individual', href: '/customers/individual' },
      { label: 'Business', href: '/customers/business' },
    ],
  },
];
