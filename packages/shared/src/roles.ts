/**
 * Staff roles (issue 12, decision 038), apart from the schemas: the header's account menu asks
 * whether to show "Administration" without loading zod into the home page's bundle.
 */
export const staffRoles = ['moderator', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}
