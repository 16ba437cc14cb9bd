// The HTML of one mailbox message, for the sandboxed frame of /mailbox/[id]. Served with its own policy: no
// script can run in it, and only the mailbox may frame it.
import type { APIRoute } from 'astro';
import { mailboxLandingId } from '../../../server/mail/mailbox-access';
import { previewHtml, PREVIEW_HEADERS } from '../../../server/mail/mailbox-view';
import { findMail } from '../../../server/mail/outbox';

export const prerender = false;

export const GET: APIRoute = async ({ locals, params, rewrite }) => {
  const { runtime } = locals;
  // Enabled, on a host the landing owns (src/server/mail/mailbox-access.ts); elsewhere the 404 page.
  const landingId = mailboxLandingId(runtime.env, locals);
  if (!landingId) return rewrite('/404');
  const mail = await findMail(runtime.database.db, { landingId, id: params.id ?? '' });
  if (!mail) return rewrite('/404');
  return new Response(previewHtml(mail), { headers: PREVIEW_HEADERS });
};
