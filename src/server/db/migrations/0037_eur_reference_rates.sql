CREATE TABLE "eur_reference_rates" (
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"rate" bigint NOT NULL,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "eur_reference_rates_currency_day_pk" PRIMARY KEY("currency","day"),
	CONSTRAINT "eur_reference_rates_currency_known" CHECK ("eur_reference_rates"."currency" in ('PLN', 'USD')),
	CONSTRAINT "eur_reference_rates_rate_positive" CHECK ("eur_reference_rates"."rate" > 0)
);
