// Every branded and sign-in page: refresh a session that is due, and let the admin configuration fetched from
// the server override the brand the page was rendered with (a failure is ignored by the branding module).
import { browserCore } from '../lib/browser/core';

void browserCore().start();
