import { createContext } from 'react';

/**
 * The landing's inviteText in the page language (blank: none), which the Invite client dialog starts its message
 * with; the campaigns screens provide it from the page (issue 36 item 10).
 */
export const InviteTextContext = createContext('');
