// Every table of the application. Later issues add one file per table and re-export it here; drizzle-kit
// reads this file to generate migrations.
export * from './landings';
export * from './landing-hosts';
