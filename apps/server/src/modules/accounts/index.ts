/**
 * The accounts module's public surface for the staff command line (decision 063): a new staff
 * password spends the account's reset links and ends its other sessions (decision 049).
 */
export { spendResetLinks } from './password-reset-repository.ts';
export { revokeOtherTokens } from './token-repository.ts';
