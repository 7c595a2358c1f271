import { InvitationPage } from '../features/agenda/components/invitation-page.tsx';

/** An assistant's invitation (decision 069): its own small chunk, loaded from the mailed link. */
export const AssistantInvitationRoute = () => <InvitationPage />;
