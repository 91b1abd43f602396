CREATE TABLE "correction_usage" (
	"member_id" uuid NOT NULL,
	"month_start" timestamp with time zone NOT NULL,
	"shown" integer NOT NULL,
	CONSTRAINT "correction_usage_member_id_month_start_pk" PRIMARY KEY("member_id","month_start"),
	CONSTRAINT "correction_usage_shown" CHECK ("correction_usage"."shown" >= 0)
);
--> statement-breakpoint
ALTER TABLE "correction_usage" ADD CONSTRAINT "correction_usage_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;