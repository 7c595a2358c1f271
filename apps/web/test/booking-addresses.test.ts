import { describe, expect, it } from 'vitest';
import { addDays, laterDay } from '../src/features/booking/booking-dates.ts';
import { chosenSlotAddress, readChosenSlot } from '../src/features/booking/chosen-slot.ts';
import { paths } from '../src/lib/paths.ts';

const doctor = { speciality_slug: 'cardiologue', slug: 'salma-benjelloun' };

describe("a doctor's booking part in the address (decision 042)", () => {
  it('leads to the booking part, with or without a slot chosen', () => {
    expect(paths.doctorBooking('fr', doctor)).toBe('/fr/cardiologue/salma-benjelloun#booking');
    expect(
      chosenSlotAddress('ar', doctor, { date: '2026-11-30', start: '2026-11-30T09:30:00.000Z', visitType: 7 }),
    ).toBe('/ar/cardiologue/salma-benjelloun?visit_type=7&date=2026-11-30&slot=2026-11-30T09%3A30%3A00.000Z#booking');
  });

  it('reads back the slot it chose, through a sign-in and back', () => {
    const chosen = { date: '2026-09-21', start: '2026-09-21T08:00:00.000Z', visitType: 12 };
    const address = chosenSlotAddress('fr', doctor, chosen);
    // The login page hands `after` back as it received it.
    const after = new URL(paths.login('fr', address), 'https://tabib.ma').searchParams.get('after') ?? '';
    expect(after).toBe(address);
    expect(readChosenSlot(new URL(after, 'https://tabib.ma').searchParams)).toEqual(chosen);
    expect(readChosenSlot(new URLSearchParams('date=2026-09-21&slot=2026-09-21T08:00:00.000Z'))).toEqual({
      date: '2026-09-21',
      start: '2026-09-21T08:00:00.000Z',
      visitType: undefined,
    });
  });

  it('ignores a choice it cannot read', () => {
    expect(readChosenSlot(new URLSearchParams(''))).toBeNull();
    expect(readChosenSlot(new URLSearchParams('date=2026-09-21'))).toBeNull();
    expect(readChosenSlot(new URLSearchParams('date=21/09/2026&slot=x'))).toBeNull();
    expect(readChosenSlot(new URLSearchParams('date=2026-09-21&slot=x&visit_type=-3'))?.visitType).toBeUndefined();
  });
});

describe("weeks of the doctor's clock (decision 042)", () => {
  it('moves a day by whole days across months, years and leap days, in no time zone', () => {
    expect(addDays('2026-11-24', 7)).toBe('2026-12-01');
    expect(addDays('2026-12-29', 7)).toBe('2027-01-05');
    expect(addDays('2028-02-26', 7)).toBe('2028-03-04');
    expect(addDays('2026-03-05', -7)).toBe('2026-02-26');
    // Morocco's change to UTC+0 on 2026-09-20 changes no date.
    expect(addDays('2026-09-17', 7)).toBe('2026-09-24');
  });

  it('never goes back before today', () => {
    expect(laterDay('2026-11-24', addDays('2026-11-27', -7))).toBe('2026-11-24');
    expect(laterDay('2026-11-24', addDays('2026-12-08', -7))).toBe('2026-12-01');
  });
});
