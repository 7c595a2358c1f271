import { AnswerPage } from '../features/booking/components/answer-page.tsx';

/** A mailed one-tap answer (decision 071): its own small chunk, loaded from the link. */
export const AppointmentAnswerRoute = () => <AnswerPage />;
