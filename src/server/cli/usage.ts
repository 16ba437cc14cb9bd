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

Options of create and update:
  --title T                        site title
  --theme default|navy|custom      theme (custom needs --colors)
  --colors "#main,#hover,#highlight"  colours of the custom theme ("" clears)
  --language pl|en                 default language of the landing
  --logo URL | --logo-small URL    logos (an http(s) URL or a /path on this server)
  --favicon URL                    favicon
  --campaign-placeholder URL       placeholder image of campaigns
  --product-placeholder URL        placeholder image of products
  --investor-header-color #rrggbb  --investor-description-color #rrggbb
  --advisor-header-color #rrggbb   --advisor-description-color #rrggbb
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

The CLI uses the server's DATA_DIR / DATABASE_URL and migrates first. With the embedded database
(no DATABASE_URL) stop the server before running it: PGlite admits one process at a time.
`;
