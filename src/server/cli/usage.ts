export const USAGE = `Usage: npm run admin -- <command>

Commands:
  landing list [--json]
      Lists the landings (white-label brands) with their ids and hosts.
  landing create --slug S --host H [--host H2 ...] --title T [options]
      Creates a landing. The first landing ever created is the default one.
  landing update <slug|id> [options] [--add-host H ...] [--remove-host H ...] [--slug NEW]
      Changes a landing; only the given options change.
  advisor create --host H --email E [--password P] [--coordinator] [--network NAME ...]
                 [--first-name F] [--surname S] [--language pl|en] [--json]
      Creates an advisor on the landing of host H. With --password (the strong-password rule) the account
      is active; without, it is inactive (status initial) and the activation e-mail is sent. The advisor joins
      the named networks (created when missing), else the landing's first network (created when it has
      none); --coordinator makes them coordinator of those networks.
  network list --host H [--json]
      Lists the broker networks of the landing of host H with their coordinators and member counts.
  network create --host H --name N [--coordinator EMAIL ...] [--json]
      Creates a network; the named advisors of the landing become its coordinators.
  network update <id|name> --host H [--name NEW] [--coordinator EMAIL ...] [--remove-coordinator EMAIL ...]
                 [--json]
      Renames a network and chooses its coordinators (an advisor made coordinator joins the network; a
      removed coordinator stays in it as an advisor).
  investor create --host H --email E [--first-name F] [--surname S] [--language pl|en] [--json]
      Creates an investor (investor-panel context) on the landing of host H; they sign in with a code
      e-mailed from /investor-login. --language is the language of their e-mails (default: the landing's).
  campaign list --host H [--json]
      Lists the campaigns of the landing of host H with their state, raised funds and products.
  campaign create --host H FILE [--json]
      Creates one campaign (with its products) from a JSON file (format below).
  campaign update <slug|id> --host H [FILE] [--start-date YYYY-MM-DD] [--end-date YYYY-MM-DD]
                  [--target AMOUNT] [--close | --reopen] [--json]
      Changes a campaign: only the fields in FILE (a partial campaign object) and the options change;
      products in FILE are added or updated by code. --close ends the subscription now.
  campaign import --host H FILE [--json]
      Creates or updates (by slug) every campaign of FILE: {"campaigns": [ ... ]} or a JSON array.
  webhook add --host H --url URL --event E [--event E ...] [--json]
      Registers an integrator's endpoint on the landing of host H and prints its signing secret once. Events:
      offer.status_changed, offer.payment_confirmation_uploaded, investor.created, kyc.submitted, kyc.reviewed.
      Deliveries are signed as Standard Webhooks say (webhook-id, webhook-timestamp, webhook-signature) and
      retried with a growing delay. In production, loopback and private addresses are refused unless
      WEBHOOK_ALLOW_PRIVATE_ADDRESSES=true.
  webhook list --host H [--json]  |  webhook remove ID --host H
  webhook deliveries ENDPOINT-ID --host H [--limit N] [--json]
      The endpoint's deliveries, newest first: status, attempts, the last answer.
  webhook replay DELIVERY-ID --host H
      Sends a delivery again under the same webhook-id.
  backup FILE
      Writes the embedded database (DATA_DIR) to FILE as a gzipped tarball, consistent while the server runs
      (the running server takes the snapshot; without one the CLI does). PostgreSQL: use pg_dump.
  restore FILE
      Replaces the embedded database with the backup in FILE (stop the server first); the replaced one is kept
      beside it as DATA_DIR/pglite.before-restore-<time>, and the restored one is migrated to this release.
  lost-reason list --landing SLUG [--json]
  lost-reason add --landing SLUG --code CODE --pl NAME --en NAME
  lost-reason remove --landing SLUG --code CODE
      A landing's own reasons for marking an offer lost, offered after the built-in ones (no-answer,
      other-product, amount-too-high, not-eligible, other). add saves a new one or renames it; an offer already
      lost for a removed reason keeps its code.
  reminders show --landing SLUG [--json]
  reminders set --landing SLUG [--unviewed DAYS] [--unpaid DAYS] [--max N] [--digest-hour H] [--time-zone ZONE]
      [--json]
      A landing's reminders to investors: an invitation still unviewed after --unviewed days (1-60, default 3),
      an accepted offer still unpaid after --unpaid days (1-60, default 5), at most --max per offer (0-5, default
      2; 0 turns them off). The advisors' morning task digest goes out from --digest-hour (0-23, default 7) in
      --time-zone (IANA, default Europe/Warsaw), which also sets the tasks' "today". Coordinators change the
      same on the advisor home.
  complaints show --landing SLUG [--json]
  complaints set --landing SLUG [--firm NAME] [--unit NAME] [--email E] [--phone P] [--court NAME]
      [--appeal-pl TEXT] [--appeal-en TEXT] [--no-appeal] [--adr-pl TEXT] [--adr-en TEXT] [--no-adr] [--json]
      A landing's complaints unit (docs/decisions/0070): the firm's legal name and registered office, the unit
      complainants write or call about a complaint with its e-mail and phone (named in every acknowledgement and on
      /complaint-procedure), the court a complainant would sue it before, and the firm's own appeal procedure and
      out-of-court scheme, named in a refusal (none: --no-appeal, --no-adr).
  protection show --landing SLUG [--json]
  protection set --landing SLUG [--mode off|ecspr] [--test FILE] [--eur-rate PLN=4.30] [--eur-rate USD=1.08]
      [--json]
      A landing's investor protection (Regulation (EU) 2020/1503, docs/decisions/0052): with --mode ecspr a
      non-sophisticated investor takes the entry knowledge test of --test (JSON: questions in pl and en, scored ones
      with their right answers on investments, risks and experience, and questions without one on past-investments,
      objectives, financial-situation and profession; and a passMark) with the loss simulation before interest or
      acceptance, consents to the risk warning above the higher of EUR 1,000 and 5 % of net worth (PLN and USD at
      the ECB's rate of the day, see rates; --eur-rate, units per 1 EUR, stands in without one), and may revoke an
      acceptance until the end of the fourth day after it.
  protection example-test
      Prints a complete test file (the demo's) to start from.
  rates import FILE
  rates import-nbp FILE
  rates show [--json]
      The ECB's euro foreign exchange reference rates (docs/decisions/0064): import reads the ECB's file
      (eurofxref-daily.xml, or the 90-day or full history) and keeps the PLN and USD rates of each day; show prints
      the latest. Set ECB_RATES_URL for the server to fetch the daily file every day.
      The NBP's table A of average rates (docs/decisions/0079), for the PLN equivalents of EUR and USD payouts on
      the yearly statements: import-nbp reads the NBP Web API's table A file, XML or JSON, one table or a range
      (https://api.nbp.pl/api/exchangerates/tables/A/2026-01-01/2026-03-31/?format=xml) and keeps the EUR and
      USD mid rates with the table's number. Set NBP_RATES_URL for the server to fetch the latest table every day.
      show prints the latest of both; with --json as {"ecb": [{currency, day, rate}], "nbp": [{currency, day,
      tableNo, mid}]}, the rates in units of 1/10,000.
  sanctions import FILE
  sanctions show [--json]
  sanctions screen
      The EU consolidated financial sanctions list (docs/decisions/0067): import reads the Commission's XML export
      (xmlFullSanctionsList_1_1) as the current list; show prints it; screen compares every investor's names with it
      now (the server does so daily, and on every KYC submission). Possible matches open cases on the compliance
      desk, and their investors cannot accept offers until an officer clears them.
  compliance create --host HOST --email EMAIL [--password P] [--first-name F] [--surname S] [--language pl|en]
      [--json]
  compliance list --host HOST [--json]
  compliance remove --host HOST --email EMAIL [--json]
      A landing's compliance officers (docs/decisions/0066): they decide requests to be treated as sophisticated,
      give the second approval of KYC cases flagged PEP or sanctions, and share complaints and legal holds with the
      coordinators, on /app/compliance once they have turned two-factor sign-in on. create makes the account (an
      activation e-mail without --password) or makes an existing advisor of the landing an officer.
  kiis show --landing SLUG --campaign SLUG [--json]
  kiis set --landing SLUG --campaign SLUG --file FILE [--json]
  kiis upload --landing SLUG --campaign SLUG --language pl|en --file OWNER.pdf --owner NAME --statement TEXT [--json]
      A campaign's key investment information sheet (Regulation (EU) 2020/1503 Art. 23): show prints the latest
      version (version 1 is generated from the campaign's data); --json prints it as the file set takes back
      (every part in pl and en). set stores a new version; a sheet over six A4 pages in either language is refused.
      upload stores the project owner's own sheet in one language (a PDF of at most six pages), with who is
      responsible for it and their statement of responsibility, as a new version: investors are then given that
      file, and must open the new version before they can accept (docs/decisions/0069).
  mail failed [--limit N] [--json]
      Lists the e-mails given up on (refused for good by the mail server, or out of retries), newest first,
      with the server's last answer. Temporary refusals are retried by the servers with a growing delay.
  storage migrate --to s3 [--json]
      Copies every uploaded file from the local disk (UPLOADS_DIR) to the S3 bucket of S3_* (checksums checked
      before and after); files already in the bucket are skipped, so it can run again. Exit 1 when a file is
      missing or does not match. Then set STORAGE_DRIVER=s3 (docs/operations.md).

Campaign file (JSON; dates are UTC calendar days, start and end both inclusive):
  {"slug": "obligacje-seria-a", "translations": {"pl": {"name": "...", "description": "..."}, "en": {...}},
   "interestType": "fixed|variable", "paymentFrequency": "monthly|quarterly|semi-annually|annually|at-maturity",
   "duration": {"value": 24, "unit": "year|quarter|month|day"}, "currency": "PLN|EUR|USD",
   "minInvestment": "10000.00", "maxInvestment": "500000", "step": "1000", "target": "5000000",
   "startDate": "2025-03-01", "endDate": "2025-06-30", "closed": false, "imageUrl": "/path or https://...",
   "paymentRecipient": {"name": "Horyzont Development S.A.", "account": "PL61 1090 1014 0000 0712 1981 2874"},
   "products": [{"code": "HOR-A24", "translations": {"pl": {"name": "Seria A"}}, "annualRate": "8.50",
                 "interestType"?, "paymentFrequency"?, "duration"? (default: the campaign's), "imageUrl"?}]}
  Amounts: a decimal string is major units ("10000.50" PLN); a JSON integer is minor units (1000050).
  annualRate: a percent string ("8.50") or integer basis points (850). Products missing from a file are kept.
  paymentRecipient: who investors pay after accepting (an IBAN, checksum checked); null or left out: their
  advisor gives the transfer details.

Options of create and update:
  --title T                        site title
  --theme default|navy|custom      theme (custom needs --colors)
  --colors "#main,#hover,#highlight"  colours of the custom theme ("" clears)
  --language pl|en                 default language of the landing
  --logo URL | --logo-small URL    logos (an http(s) URL or a /path on this server; SVG, PNG or JPEG). PDFs draw
                                   the logo from this server's /brands/ folder only; e-mails show PNG and JPEG
                                   in every mail client, SVG in some
  --favicon URL                    favicon
  --campaign-placeholder URL       image of the offer page (/campaign) for campaigns without their own
  --product-placeholder URL        image of the offer page for products without their own
  --investor-header-color #rrggbb  --investor-description-color #rrggbb
                                   title and headline of the investor sign-in (/investor-login)
  --advisor-header-color #rrggbb   --advisor-description-color #rrggbb
                                   title and headline of the advisor sign-in (/ and /doradcy)
  --backend-url URL                backend base URL for the browser ("" = same origin)
  --investor-panel-blocked true|false
  --default                        make this the landing of hosts nobody claims
  --text KEY=VALUE                 a text of the landing; repeatable; an empty VALUE removes it.
                                   KEY may carry its language: --text en.title=Welcome
  --lang pl|en                     language of the --text keys without one (default pl)
  --json                           print the landing as JSON

Text keys: title headline advisorsTitle advisorsHeadline investorTitle investorHeadline inviteText
  marketingConsent1 marketingConsent2 advisorLoginButton investorLoginButton investButton
  regulationLabel regulationUrl privacyLabel privacyUrl
  inviteText: the message the Invite client dialog starts with; investButton: the offer page's accept button.
  Both in the page's language only (no Polish fallback): without one, no message and the usual button text.

The CLI uses the server's DATA_DIR / DATABASE_URL and migrates first. With the embedded database
(no DATABASE_URL) and the server running, the server carries the command out (PGlite admits one process at
a time; the CLI asks it over DATA_DIR/admin.sock), with the same output and exit code.
`;
