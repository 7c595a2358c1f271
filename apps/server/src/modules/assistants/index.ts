/** The assistants module's public surface (decision 069). */
export { createAssistantService, type AssistantService } from './assistant-service.ts';
export { assistantRoutes, type AssistantRoutesOptions } from './assistant-routes.ts';
