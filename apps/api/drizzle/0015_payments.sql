CREATE TYPE "public"."billing_mode" AS ENUM('MPESA', 'INVOICE');--> statement-breakpoint
CREATE TYPE "public"."payment_document_kind" AS ENUM('INVOICE', 'RECEIPT');--> statement-breakpoint
CREATE TYPE "public"."funding_status" AS ENUM('PENDING', 'FUNDED', 'FAILED', 'REFUNDED');--> statement-breakpoint
CREATE TYPE "public"."ledger_account_kind" AS ENUM('PROVIDER_CLEARING', 'COMPANY_WALLET', 'ESCROW', 'PLATFORM_FEE', 'VAT_PAYABLE', 'WITHHOLDING_PAYABLE', 'CREATOR_PAYABLE', 'CREATOR_CARRY');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('MPESA', 'SANDBOX', 'BANK');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('AWAITING_FUNDS', 'PAYABLE', 'PENDING', 'PAID', 'FAILED');--> statement-breakpoint
CREATE TABLE "company_billing" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"billing_mode" "billing_mode" NOT NULL,
	"mpesa_phone" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_fundings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"campaign_id" uuid,
	"job_bid_id" uuid,
	"subject" text NOT NULL,
	"method" "billing_mode" NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"status" "funding_status" DEFAULT 'PENDING' NOT NULL,
	"currency" text NOT NULL,
	"work_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"vat_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"released_minor" bigint DEFAULT 0 NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"phone" text,
	"checkout_request_id" text,
	"merchant_request_id" text,
	"provider_reference" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"funded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "payment_fundings_subject" CHECK (("payment_fundings"."campaign_id" is null) <> ("payment_fundings"."job_bid_id" is null)),
	CONSTRAINT "payment_fundings_total" CHECK ("payment_fundings"."total_minor" = "payment_fundings"."work_minor" + "payment_fundings"."fee_minor" + "payment_fundings"."vat_minor"),
	CONSTRAINT "payment_fundings_released" CHECK ("payment_fundings"."released_minor" between 0 and "payment_fundings"."work_minor")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" "ledger_account_kind" NOT NULL,
	"currency" text NOT NULL,
	"company_id" uuid,
	"creator_id" integer,
	"funding_id" uuid,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_not_zero" CHECK ("ledger_entries"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"currency" text NOT NULL,
	"funding_id" uuid,
	"payout_id" uuid,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_document_counters" (
	"company_id" uuid NOT NULL,
	"kind" "payment_document_kind" NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_document_counters_company_id_kind_pk" PRIMARY KEY("company_id","kind")
);
--> statement-breakpoint
CREATE TABLE "payment_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" "payment_document_kind" NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"funding_id" uuid,
	"payout_id" uuid,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"post_index" integer NOT NULL,
	"content_id" uuid,
	"creator_id" integer NOT NULL,
	"company_id" uuid NOT NULL,
	"funding_id" uuid,
	"status" "payout_status" NOT NULL,
	"currency" text NOT NULL,
	"gross_minor" bigint NOT NULL,
	"withholding_percent" integer NOT NULL,
	"withholding_minor" bigint NOT NULL,
	"net_minor" bigint NOT NULL,
	"carry_in_minor" bigint,
	"sent_minor" bigint,
	"provider" "payment_provider" NOT NULL,
	"phone" text,
	"request_id" text,
	"conversation_id" text,
	"provider_reference" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payouts_net" CHECK ("payouts"."net_minor" = "payouts"."gross_minor" - "payouts"."withholding_minor")
);
--> statement-breakpoint
CREATE TABLE "payment_provider_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"kind" text NOT NULL,
	"external_id" text,
	"body" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "credit_allowed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "credit_note" text;--> statement-breakpoint
ALTER TABLE "company_billing" ADD CONSTRAINT "company_billing_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_billing" ADD CONSTRAINT "company_billing_updated_by_merchants_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_fundings" ADD CONSTRAINT "payment_fundings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_fundings" ADD CONSTRAINT "payment_fundings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_fundings" ADD CONSTRAINT "payment_fundings_job_bid_id_job_bids_id_fk" FOREIGN KEY ("job_bid_id") REFERENCES "public"."job_bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_fundings" ADD CONSTRAINT "payment_fundings_created_by_merchants_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_funding_id_payment_fundings_id_fk" FOREIGN KEY ("funding_id") REFERENCES "public"."payment_fundings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_document_counters" ADD CONSTRAINT "payment_document_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_funding_id_payment_fundings_id_fk" FOREIGN KEY ("funding_id") REFERENCES "public"."payment_fundings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_funding_id_payment_fundings_id_fk" FOREIGN KEY ("funding_id") REFERENCES "public"."payment_fundings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_fundings_company_idx" ON "payment_fundings" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_fundings_checkout_idx" ON "payment_fundings" USING btree ("checkout_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_fundings_campaign_open_idx" ON "payment_fundings" USING btree ("campaign_id") WHERE "payment_fundings"."status" <> 'FAILED' and "payment_fundings"."campaign_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_fundings_bid_open_idx" ON "payment_fundings" USING btree ("job_bid_id") WHERE "payment_fundings"."status" <> 'FAILED' and "payment_fundings"."job_bid_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_code_idx" ON "ledger_accounts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ledger_accounts_company_idx" ON "ledger_accounts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_currency_amount_idx" ON "ledger_entries" USING btree ("currency","amount_minor");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_idempotency_idx" ON "ledger_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_funding_idx" ON "ledger_transactions" USING btree ("funding_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_payout_idx" ON "ledger_transactions" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_documents_seq_idx" ON "payment_documents" USING btree ("company_id","kind","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_documents_funding_idx" ON "payment_documents" USING btree ("funding_id","kind") WHERE "payment_documents"."funding_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_documents_payout_idx" ON "payment_documents" USING btree ("payout_id") WHERE "payment_documents"."payout_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_assignment_post_idx" ON "payouts" USING btree ("assignment_id","post_index");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_request_idx" ON "payouts" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "payouts_creator_idx" ON "payouts" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_company_idx" ON "payouts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payment_provider_events_external_idx" ON "payment_provider_events" USING btree ("external_id");