-- Statutory returns (issue 15; spec part 2 sections 2-4, 7 and 9 'Returns'; LAW.md rows 4 and 5). A catalogue of the
-- returns a contractor owes (cms_returns: law as data, each form with the dates and states it is in force for) and
-- one row per establishment, return and period (est_returns), made the first time the period is listed, so that
-- its id is stable; the two uploads (signed return, proof of dispatch) live in its body.
CREATE TABLE "cms_returns" (
	"id" smallint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	-- The form of the version in force today (the catalogue's face); a period's own form is read from "forms".
	"doc_name" text NOT NULL,
	"citation" text NOT NULL,
	"frequency" text NOT NULL,
	-- The due rule: the return is due this many days after the last day of its period.
	"due_days" integer NOT NULL,
	-- [{from, to, states: 'all' | [state], law, doc_name, citation, unconfirmed?}]: the form in force on a period's
	-- last day for the establishment's state (a state's own entry before 'all').
	"forms" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	CONSTRAINT "cms_returns_code_unique" UNIQUE ("code"),
	CONSTRAINT "cms_returns_frequency_check" CHECK ("frequency" in ('half_yearly', 'annual')),
	CONSTRAINT "cms_returns_due_days_check" CHECK ("due_days" between 0 and 366),
	CONSTRAINT "cms_returns_forms_check" CHECK (jsonb_typeof("forms") = 'array' and jsonb_array_length("forms") > 0)
);--> statement-breakpoint
CREATE TABLE "est_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"return_id" smallint NOT NULL,
	"start_on" date NOT NULL,
	"end_on" date NOT NULL,
	"due_on" date NOT NULL,
	"submitted_on" timestamp with time zone,
	"submitted_by" uuid,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "est_returns_period_unique" UNIQUE ("establishment_id", "return_id", "start_on"),
	CONSTRAINT "est_returns_range_check" CHECK ("end_on" >= "start_on" and "due_on" >= "end_on"),
	-- Completed exactly when both uploads are in.
	CONSTRAINT "est_returns_submitted_check" CHECK (("submitted_on" is not null)
		= ("body" ? 'signedReturn' and "body" ? 'proofDispatch'))
);--> statement-breakpoint
ALTER TABLE "est_returns" ADD CONSTRAINT "est_returns_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "est_returns" ADD CONSTRAINT "est_returns_return_id_cms_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."cms_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "est_returns" ADD CONSTRAINT "est_returns_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "est_returns_establishment_due_idx" ON "est_returns" USING btree ("establishment_id","due_on");--> statement-breakpoint
CREATE TRIGGER est_returns_audit AFTER INSERT OR UPDATE OR DELETE ON est_returns
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows', 'updated_at');--> statement-breakpoint
INSERT INTO "cms_returns" ("id", "code", "name", "doc_name", "citation", "frequency", "due_days", "forms", "body") VALUES
(1, 'contractor-half-yearly', 'Half-yearly return of the contractor', 'Form XVIII',
 'OSH (Central) Rules, r.98 (Form XVIII); before 21/11/2025 Contract Labour (Central) Rules, 1971, r.82 (Form XXIV)',
 'half_yearly', 30,
 '[{"from":"1971-02-10","to":"2025-11-20","states":"all","law":"CLRA","doc_name":"Form XXIV","citation":"Contract Labour (Regulation and Abolition) Central Rules, 1971, r.82(1): half-yearly return in Form XXIV within 30 days of the close of each half-year"},
   {"from":"2025-11-21","to":null,"states":"all","law":"OSH","doc_name":"Form XVIII","citation":"Occupational Safety, Health and Working Conditions (Central) Rules, r.98: half-yearly return of the contractor in Form XVIII within 30 days of the close of each half-year (unconfirmed)","unconfirmed":true}]'::jsonb,
 '{"description":"The contractor''s return for the half-year (1 January - 30 June or 1 July - 31 December): the work, the workers employed, the days worked, the wages paid and the welfare provided. Sent to the licensing officer, signed, within 30 days after the half-year ends (by 30 July and 30 January)."}'::jsonb),
(2, 'bocw-annual', 'Annual return (building and other construction work)', 'Form XXV',
 'Building and Other Construction Workers (RECS) Central Rules, 1998, r.242 (Form XXV); due date unconfirmed (Anupalan: 15 February)',
 'annual', 46,
 '[{"from":"1998-11-19","to":null,"states":"all","law":"BOCW","doc_name":"Form XXV","citation":"Building and Other Construction Workers (Regulation of Employment and Conditions of Service) Central Rules, 1998, r.242: annual return in Form XXV for the calendar year (due date unconfirmed: Anupalan asks for it by 15 February)","unconfirmed":true}]'::jsonb,
 '{"description":"The employer''s annual return for the calendar year (1 January - 31 December) under the Building and Other Construction Workers Act: the establishment, the building workers employed and the work done. Sent to the registering officer, signed; Anupalan expects it by 15 February."}'::jsonb);
