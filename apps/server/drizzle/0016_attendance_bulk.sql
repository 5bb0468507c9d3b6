-- Attendance bulk imports (issue 13): a device punch log's preview, held until the reviewer applies it. A preview
-- names its establishment and the user who made it; apply takes it by its id (the token) within an hour, and
-- removes it. Rows older than a day are removed by the next preview. Not audited: nothing in it is attendance
-- until apply writes the entries (which are audited).
CREATE TABLE "attendance_punch_previews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"establishment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_punch_previews_range_check" CHECK ("to_date" >= "from_date")
);--> statement-breakpoint
ALTER TABLE "attendance_punch_previews" ADD CONSTRAINT "attendance_punch_previews_establishment_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_punch_previews" ADD CONSTRAINT "attendance_punch_previews_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_punch_previews_created_idx" ON "attendance_punch_previews" USING btree ("created_at");
