// Messages that reach phones: channels (email, SMS through Kannel, WhatsApp), opt-ins, STOP/START and the text queues.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export {
  emailChannel,
  queueOnFirstChannel,
  smsChannel,
  textMessageOf,
  whatsappChannel,
  type AccountMessage,
  type Channel,
  type ChannelName,
  type OutgoingMessage,
} from './channels';
export { inboundGetUrl } from './kannel';
export { kannelRoutes } from './kannel-routes';
export { accountNumberOf, isOptedIn, recordOptInChoice, recordSignUpOptIns } from './opt-ins';
export { optInRoutes } from './opt-in-routes';
export { invalidPhoneNumberMessage, requireE164, toE164 } from './phone-number';
export { deleteTextDataOf, findOptInChangesOf, findTextMessagesOf, type TextMessageRow } from './repository';
export { startSmsDelivery } from './sms-delivery';
export { textMessageStaffRoutes } from './staff-routes';
export { countTextMessagesPerDay } from './staff-views';
export { startWhatsAppDelivery, whatsappFallBack } from './whatsapp-delivery';
export { whatsappRoutes } from './whatsapp-routes';
