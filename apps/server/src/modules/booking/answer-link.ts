import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One-tap answers in mails (decision 071): a link that confirms attendance or cancels one
 * appointment, without signing in, until its start. The token names the appointment, the purpose
 * and the expiry, signed with a key derived from the server's secret for this use alone.
 */
export type AnswerPurpose = 'confirm' | 'cancel';

export interface AnswerClaim {
  appointmentId: number;
  purpose: AnswerPurpose;
  /** Seconds since the epoch: the appointment's start. */
  expires: number;
}

function signature(secretKey: string, claim: AnswerClaim): string {
  const key = createHmac('sha256', secretKey).update('appointment-answer-key').digest();
  return createHmac('sha256', key)
    .update(`${claim.appointmentId}:${claim.purpose}:${claim.expires}`)
    .digest('base64url');
}

export function answerToken(secretKey: string, claim: AnswerClaim): string {
  return `${claim.appointmentId}.${claim.purpose}.${claim.expires}.${signature(secretKey, claim)}`;
}

/** The claim of a genuine token (expired or not: the caller tells the reader which), else undefined. */
export function readAnswerToken(secretKey: string, token: string): AnswerClaim | undefined {
  const match = /^(\d{1,10})\.(confirm|cancel)\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return undefined;
  const claim: AnswerClaim = {
    appointmentId: Number(match[1]),
    purpose: match[2] as AnswerPurpose,
    expires: Number(match[3]),
  };
  const expected = Buffer.from(signature(secretKey, claim));
  const given = Buffer.from(match[4]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? claim : undefined;
}

/** The links a patient's mail carries: confirm always, cancel while before the cut-off. */
export function answerLinks(
  options: { secretKey: string; publicUrl: string; locale: string },
  appointment: { id: number; start: string; canCancel: boolean },
): { confirm: string; cancel: string | undefined } {
  const expires = Math.floor(Date.parse(appointment.start) / 1000);
  const link = (purpose: AnswerPurpose) =>
    `${options.publicUrl}/${options.locale}/appointment-answer/${answerToken(options.secretKey, {
      appointmentId: appointment.id,
      purpose,
      expires,
    })}`;
  return { confirm: link('confirm'), cancel: appointment.canCancel ? link('cancel') : undefined };
}
