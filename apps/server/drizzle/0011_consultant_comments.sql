-- Consultant comments (issue 11): a comment by a consultant or a Government on a page of an establishment, its
-- state (unresolved, resolved with who and when, reopened with those cleared) and its replies. Written by hand;
-- the schema is apps/server/src/db/schema/comments.ts. Both tables are audited ('rows'); a reply carries its
-- comment's establishment_id (held equal by the composite foreign key) so its audit entries carry the
-- establishment, subproject and project like every record of an establishment.
CREATE TABLE "consultant_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"category" text NOT NULL,
	"url" text NOT NULL,
	"comment" text NOT NULL,
	"created_by" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'unresolved' NOT NULL,
	"resolved_by" uuid,
	"resolved_by_agency_id" uuid,
	"resolved_on" timestamp with time zone,
	CONSTRAINT "consultant_comments_id_establishment_unique" UNIQUE("id","establishment_id"),
	CONSTRAINT "consultant_comments_category_check" CHECK ("category" in ('establishmentInfo', 'subcontractors', 'employeeRegister', 'attendanceRegister', 'wageRegister', 'incidents', 'returns')),
	CONSTRAINT "consultant_comments_state_check" CHECK ("state" in ('unresolved', 'resolved', 'reopened')),
	CONSTRAINT "consultant_comments_resolution_check" CHECK (("state" = 'resolved') = ("resolved_by" is not null)
        and ("resolved_by" is null) = ("resolved_on" is null)
        and ("resolved_by" is null) = ("resolved_by_agency_id" is null)),
	CONSTRAINT "consultant_comments_text_check" CHECK (char_length("comment") between 1 and 2000
        and char_length("url") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "consultant_comment_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comment_id" uuid NOT NULL,
	"establishment_id" uuid NOT NULL,
	"reply" text NOT NULL,
	"created_by" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultant_comment_replies_text_check" CHECK (char_length("reply") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "consultant_comments" ADD CONSTRAINT "consultant_comments_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_comments" ADD CONSTRAINT "consultant_comments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_comments" ADD CONSTRAINT "consultant_comments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_comments" ADD CONSTRAINT "consultant_comments_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_comments" ADD CONSTRAINT "consultant_comments_resolved_by_agency_id_agencies_id_fk" FOREIGN KEY ("resolved_by_agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_comment_replies" ADD CONSTRAINT "consultant_comment_replies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_comment_replies" ADD CONSTRAINT "consultant_comment_replies_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_comment_replies" ADD CONSTRAINT "consultant_comment_replies_comment_fk" FOREIGN KEY ("comment_id","establishment_id") REFERENCES "public"."consultant_comments"("id","establishment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultant_comments_page_idx" ON "consultant_comments" USING btree ("establishment_id","url","created_on");--> statement-breakpoint
CREATE INDEX "consultant_comments_category_idx" ON "consultant_comments" USING btree ("establishment_id","category","state");--> statement-breakpoint
CREATE INDEX "consultant_comment_replies_comment_idx" ON "consultant_comment_replies" USING btree ("comment_id","created_on");--> statement-breakpoint
CREATE TRIGGER consultant_comments_audit AFTER INSERT OR UPDATE OR DELETE ON consultant_comments
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows');--> statement-breakpoint
CREATE TRIGGER consultant_comment_replies_audit AFTER INSERT OR UPDATE OR DELETE ON consultant_comment_replies
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows');
