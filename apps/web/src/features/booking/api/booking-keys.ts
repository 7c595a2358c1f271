/** Query keys of the booking feature: availability per doctor, the patient's own appointments. */
export const bookingKeys = {
  all: ['booking'] as const,
  availability: (doctorId: number) => ['booking', 'availability', doctorId] as const,
  appointments: ['booking', 'appointments'] as const,
};
