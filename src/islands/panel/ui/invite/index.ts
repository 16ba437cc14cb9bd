// The invite dialogs, for the campaigns screens and the investors screens alike.
export { SendKycInviteDialog } from './SendKycInviteDialog';
