/** Query keys of the waiting list (decision 070): the viewer's open entries. */
export const waitlistKeys = {
  mine: ['waitlist', 'mine'] as const,
};
