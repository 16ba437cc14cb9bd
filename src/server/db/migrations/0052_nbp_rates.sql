CREATE TABLE "nbp_mid_rates" (
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"mid" bigint NOT NULL,
	"table_no" text NOT NULL,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nbp_mid_rates_currency_day_pk" PRIMARY KEY("currency","day"),
	CONSTRAINT "nbp_mid_rates_currency_known" CHECK ("nbp_mid_rates"."currency" in ('EUR', 'USD')),
	CONSTRAINT "nbp_mid_rates_mid_positive" CHECK ("nbp_mid_rates"."mid" > 0)
);
