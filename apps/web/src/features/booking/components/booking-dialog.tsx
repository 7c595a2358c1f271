import '../../../components/confirm-dialog.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appointmentReasonMaxLength, type TAppointment, type TAvailability } from '@tabib/shared';
import { FormField } from '../../../components/form-field.tsx';
import { useModalDialog } from '../../../components/use-modal-dialog.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { currentSession, saveSession, useSession } from '../../../lib/session.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useBookAppointment } from '../api/book-appointment.ts';
import { useEmailConfirmation } from '../api/get-email-confirmation.ts';
import type { PickedSlot } from '../chosen-slot.ts';
import { newIdempotencyKey } from '../idempotency-key.ts';
import { loadPhoneRule } from '../phone-rule.ts';
import { AddToCalendar } from './add-to-calendar.tsx';
import { BookingSummary } from './booking-summary.tsx';
import { isolatedName, relativeAge } from '../../../lib/relative-age.ts';
import { RelativeChoice, type ForWhom } from './relative-choice.tsx';
import { EmailConfirmationStep } from './email-confirmation-step.tsx';
import { SlotAlternatives } from './slot-alternatives.tsx';

export interface BookingDialogProps {
  doctorId: number;
  doctorName: string;
  visitType: { id: number; label: string; price: number | null };
  picked: PickedSlot;
  /** The slots shown now: after `slot_taken` they are asked again, and the next free ones offered. */
  availability: TAvailability | undefined;
  /** Where a patient whose session ended signs in again and comes back to this slot. */
  loginHref: (picked: PickedSlot) => string;
  /** The doctor's page with this slot chosen: where the link confirming the address leads back to. */
  slotAddress: (picked: PickedSlot) => string;
  /** Cancel, Escape or Close: the caller unmounts the dialog and takes the focus back. */
  onClose: () => void;
}

/**
 * The confirmation step of a booking (decision 042), in a modal <dialog>: what is booked, an optional
 * reason, Confirm. Each attempt has its Idempotency-Key, sent again when the patient retries after
 * a failure, so a booking whose answer was lost is never made twice; another slot is another
 * attempt. Booked, the dialog shows the appointment and leads to My appointments; a slot taken
 * meanwhile says so and offers the next free ones. An address not confirmed yet (decision 050) gets a
 * step of its own, which goes back to the confirmation, slot and reason kept, once the link is
 * opened. A patient whose profile holds no phone is asked for a mobile, optional and checked by the
 * shared rule, kept in the profile once booked (decision 073). "Who is it for?" books for a relative
 * with one choice, an adult's consent ticked (decision 075). Failures are told inside the dialog:
 * the toasts sit under a modal's backdrop.
 */
export function BookingDialog({
  doctorId,
  doctorName,
  visitType,
  picked: initialPick,
  availability,
  loginHref,
  slotAddress,
  onClose,
}: BookingDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ref = useModalDialog(onClose, headingRef);
  const book = useBookAppointment();
  const [picked, setPicked] = useState(initialPick);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [reason, setReason] = useState('');
  // Asked once the dialog opens: a phone saved meanwhile in another tab does not take the field away.
  const [askPhone] = useState(() => currentSession()?.has_phone === false);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  const phoneRef = useRef<HTMLInputElement>(null);
  // Whom it is for (decision 075): the holder unless a relative is chosen; another person is another attempt.
  const [forWhom, setForWhom] = useState<ForWhom>({ relative: null, consent: false });
  const [consentAsked, setConsentAsked] = useState(false);
  const [consentError, setConsentError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [booked, setBooked] = useState<TAppointment | null>(null);
  const [emailConfirmed, setEmailConfirmed] = useState(false);
  const session = useSession();
  const needsEmail = failure?.key === 'email_not_confirmed';
  const confirmation = useEmailConfirmation(needsEmail);

  // A new step (booked, the address to confirm, back to the confirmation) starts at its heading.
  useEffect(() => {
    if (booked || needsEmail || emailConfirmed) headingRef.current?.focus();
  }, [booked, needsEmail, emailConfirmed]);

  const continueConfirmed = () => {
    setFailure(null);
    setEmailConfirmed(true);
  };
  // The link was opened (in another tab, on a phone): back to the confirmation, where one click books.
  if (needsEmail && confirmation.isFetchedAfterMount && confirmation.data?.confirmed) continueConfirmed();
  // The stored session learns it too, for the other parts of the app that read it.
  useEffect(() => {
    const stored = currentSession();
    if (emailConfirmed && stored && stored.email_confirmed !== true) saveSession({ ...stored, email_confirmed: true });
  }, [emailConfirmed]);
  // The shared rule comes with zod: fetched when the field shows, not with every booking block.
  useEffect(() => {
    if (askPhone) void loadPhoneRule();
  }, [askPhone]);

  /** The typed mobile as the booking sends it; undefined when none, false (and said) when wrong. */
  const checkedPhone = async (): Promise<string | undefined | false> => {
    const typed = phone.trim();
    if (!askPhone || typed === '') return undefined;
    const parsed = (await loadPhoneRule()).safeParse(typed);
    if (parsed.success) return parsed.data;
    setPhoneError(parsed.error.issues[0]?.message ?? 'invalid_phone');
    phoneRef.current?.focus();
    return false;
  };

  const confirm = async () => {
    if (book.isPending) return;
    setFailure(null);
    setPhoneError(undefined);
    setConsentError(undefined);
    try {
      const mobile = await checkedPhone();
      if (mobile === false) return;
      const body = {
        doctor: doctorId,
        visit_type: visitType.id,
        start: picked.slot.start,
        reason: reason.trim(),
        ...(forWhom.relative !== null ? { relative: forWhom.relative, relative_consent: forWhom.consent } : {}),
      };
      setBooked(await book.mutateAsync({ body: mobile ? { ...body, phone: mobile } : body, idempotencyKey }));
      const stored = currentSession();
      if (mobile && stored) saveSession({ ...stored, has_phone: true });
    } catch (error) {
      if (error instanceof ApiError && error.fields['body.relative_consent']) {
        setConsentAsked(true);
        setConsentError(error.message);
        return;
      }
      const refusedPhone = error instanceof ApiError ? error.fields['body.phone'] : undefined;
      if (refusedPhone) {
        setPhoneError(refusedPhone);
        phoneRef.current?.focus();
        return;
      }
      setFailure(error instanceof ApiError ? error : new ApiError(t('Error.internal_error'), 0, 'internal_error'));
    }
  };

  const pickAnother = (next: PickedSlot) => {
    setPicked(next);
    setIdempotencyKey(newIdempotencyKey());
    setFailure(null);
    headingRef.current?.focus();
  };

  // A lost answer, a timeout or the server's own failure may go through on a retry, with the same key;
  // a refusal (slot taken, too many appointments, not a slot) would only be refused again.
  // The limit on bookings by new accounts lasts a day (decision 050): its message says to call instead.
  const retryable =
    failure !== null &&
    failure.key !== 'new_account_booking_limit' &&
    (failure.status === 0 || failure.status === 429 || failure.status >= 500);

  const summary = (
    <BookingSummary
      doctorName={doctorName}
      visitTypeLabel={booked?.visit_type_label ?? visitType.label}
      date={booked?.local_date ?? picked.date}
      time={booked?.local_time ?? picked.slot.local_time}
      price={booked ? booked.price : visitType.price}
      address={booked?.address}
    />
  );

  if (needsEmail) {
    return (
      <dialog
        ref={ref}
        className="confirm-dialog booking-dialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-email`}
      >
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
          {t('Booking.confirmEmailTitle')}
        </h2>
        {summary}
        <EmailConfirmationStep
          email={confirmation.data?.email ?? session?.email ?? ''}
          next={slotAddress(picked)}
          textId={`${id}-email`}
          onBack={onClose}
          onConfirmed={continueConfirmed}
        />
      </dialog>
    );
  }

  if (booked) {
    const pending = booked.status === 'pending';
    return (
      <dialog ref={ref} className="confirm-dialog booking-dialog" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
          {t(pending ? 'Booking.requestedTitle' : 'Booking.bookedTitle')}
        </h2>
        <p className="form-success" role="status">
          {t(pending ? 'Booking.pendingText' : 'Booking.confirmedText')}
        </p>
        {booked.relative && (
          <p className="appointment-for">
            {t('Relatives.forNameAge', {
              name: isolatedName(booked.relative.first_name),
              age: relativeAge(t, booked.relative),
            })}
          </p>
        )}
        {summary}
        <AddToCalendar appointment={booked} />
        <div className="confirm-dialog-actions">
          <button type="button" className="button button-quiet" onClick={onClose}>
            {t('Common.close')}
          </button>
          <Link to={paths.profile(locale, 'appointments')} className="button">
            {t('Booking.myAppointments')}
          </Link>
        </div>
      </dialog>
    );
  }

  return (
    <dialog
      ref={ref}
      className="confirm-dialog booking-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
        noValidate
      >
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
          {t('Booking.confirmTitle')}
        </h2>
        <div id={`${id}-summary`}>{summary}</div>
        {emailConfirmed && !failure && (
          <p className="form-success" role="status">
            {t('Booking.emailNowConfirmed')}
          </p>
        )}
        {failure && (
          <div className="form-failure" role="alert">
            <p>{failure.message}</p>
            {failure.key === 'too_many_appointments' && (
              <p>
                <Link to={paths.profile(locale, 'appointments')}>{t('Booking.myAppointments')}</Link>
              </p>
            )}
            {failure.status === 401 && (
              <p>
                <Link to={loginHref(picked)}>{t('Booking.signInToBook')}</Link>
              </p>
            )}
          </div>
        )}
        {failure?.key === 'slot_taken' && (
          <SlotAlternatives taken={picked.slot} availability={availability} onPick={pickAnother} />
        )}
        <RelativeChoice
          value={forWhom}
          consentAsked={consentAsked}
          consentError={consentError}
          onChange={(next) => {
            if (next.relative !== forWhom.relative) setIdempotencyKey(newIdempotencyKey());
            setForWhom(next);
            setConsentError(undefined);
          }}
        />
        {askPhone && (
          <FormField id={`${id}-phone`} label={t('Booking.phone')} hint={t('Booking.phoneHint')} error={phoneError}>
            <input
              ref={phoneRef}
              id={`${id}-phone`}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
              maxLength={30}
              value={phone}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? `${id}-phone-hint ${id}-phone-error` : `${id}-phone-hint`}
              onChange={(event) => setPhone(event.target.value)}
            />
          </FormField>
        )}
        <FormField
          id={`${id}-reason`}
          label={t('Booking.reason')}
          hint={t('Booking.reasonHint', { max: appointmentReasonMaxLength })}
        >
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={appointmentReasonMaxLength}
            value={reason}
            aria-describedby={`${id}-reason-hint`}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
        <div className="confirm-dialog-actions">
          <button type="button" className="button button-quiet" onClick={onClose}>
            {t('Booking.back')}
          </button>
          {(!failure || retryable) && (
            <button type="submit" className="button" aria-disabled={book.isPending || undefined}>
              {t(failure ? 'Booking.retry' : 'Booking.confirm')}
            </button>
          )}
        </div>
      </form>
    </dialog>
  );
}
