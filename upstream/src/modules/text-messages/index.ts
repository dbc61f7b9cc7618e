// Messages that reach phones: channels (email, SMS through Kannel), opt-ins, STOP/START and the SMS queue.
// The module's only door: other modules and app.ts import from here (ESLint's import/no-restricted-paths).
export {
  emailChannel,
  queueOnFirstChannel,
  smsChannel,
  type Channel,
  type ChannelName,
  type OutgoingMessage,
} from './channels';
export { inboundGetUrl } from './kannel';
export { kannelRoutes } from './kannel-routes';
export { isOptedIn, recordOptInChoice } from './opt-ins';
export { invalidPhoneNumberMessage, requireE164, toE164 } from './phone-number';
export { deleteTextDataOf, findOptInChangesOf, findTextMessagesOf } from './repository';
export { startSmsDelivery } from './sms-delivery';
