-- Recoveries (Form C, issue 15): the monthly instalments of a recovery (employee process of type deduction) and the
-- wage register (Form B) that deducted each. The amount is split exactly to the paisa, the remainder on the last
-- instalment (modules/recoveries/recovery-rules.ts). An instalment is taken by a wage register when the register is
-- created (modules/recoveries/recoveries.queries.ts, takeDueInstalments): wage_register_id is set once, so it is
-- deducted once; a register cancelled (the trigger below) or deleted (the foreign key) releases its instalments for
-- the next register. Maternity leave (Form E) needs no table: its facts are the process's steps.
CREATE TABLE "recovery_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"establishment_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"seq" smallint NOT NULL,
	"month" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"wage_register_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recovery_instalments_seq_check" CHECK ("seq" >= 1),
	CONSTRAINT "recovery_instalments_month_check" CHECK (extract(day from "month") = 1),
	CONSTRAINT "recovery_instalments_amount_check" CHECK ("amount" >= 0)
);--> statement-breakpoint
ALTER TABLE "recovery_instalments" ADD CONSTRAINT "recovery_instalments_process_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."employee_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_instalments" ADD CONSTRAINT "recovery_instalments_establishment_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_instalments" ADD CONSTRAINT "recovery_instalments_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_instalments" ADD CONSTRAINT "recovery_instalments_wage_register_id_fk" FOREIGN KEY ("wage_register_id") REFERENCES "public"."wage_registers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_instalments_seq_unique" ON "recovery_instalments" USING btree ("process_id","seq");--> statement-breakpoint
-- The instalments a new register may take: a worker's untaken ones by month.
CREATE INDEX "recovery_instalments_due_idx" ON "recovery_instalments" USING btree ("establishment_id","employee_id","month") WHERE "wage_register_id" is null;--> statement-breakpoint
CREATE INDEX "recovery_instalments_register_idx" ON "recovery_instalments" USING btree ("wage_register_id") WHERE "wage_register_id" is not null;--> statement-breakpoint
-- A cancelled wage register deducts nothing: its instalments are free for the next register.
CREATE OR REPLACE FUNCTION release_recovery_instalments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recovery_instalments SET wage_register_id = NULL, updated_at = now()
    WHERE wage_register_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER wage_registers_release_recoveries AFTER UPDATE OF status ON wage_registers
  FOR EACH ROW WHEN (NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled')
  EXECUTE FUNCTION release_recovery_instalments();--> statement-breakpoint
CREATE TRIGGER recovery_instalments_audit AFTER INSERT OR UPDATE OR DELETE ON recovery_instalments
  FOR EACH ROW EXECUTE FUNCTION audit_row('rows', 'updated_at');
