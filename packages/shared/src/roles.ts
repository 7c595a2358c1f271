/**
 * Roles and report reasons (decisions 038 and 039), apart from the schemas: the header's
 * account menu and the report dialog use them without loading zod into the pages' bundles.
 */
export const staffRoles = ['moderator', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

/** Why a review or a post is reported, in the order the report dialog lists them (decision 039). */
export const reportReasons = [
  'spam',
  'offensive',
  'false_information',
  'personal_data',
  'conflict_of_interest',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];
