ALTER TABLE "correction_applications" ADD CONSTRAINT "correction_applications_category" CHECK ("correction_applications"."category" in ('SPELLING', 'SPACING', 'GRAMMAR', 'PUNCTUATION', 'STYLE'));--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_subject" CHECK ("feedback"."subject" in ('INCORRECT_SUGGESTION', 'NO_WORKING', 'TAKES_LONG_TIME', 'OFFENSIVE_CONTENT', 'FEATURE_SUGGESTION', 'OTHER'));--> statement-breakpoint
ALTER TABLE "identities" ADD CONSTRAINT "identities_provider" CHECK ("identities"."provider" in ('GOOGLE', 'FACEBOOK', 'LINE'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed', 'held'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_verified" CHECK ("members"."verified" in ('Y', 'N'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_provider" CHECK ("members"."provider" in ('GOOGLE', 'FACEBOOK', 'LINE', 'local'));--> statement-breakpoint
ALTER TABLE "oauth_requests" ADD CONSTRAINT "oauth_requests_provider" CHECK ("oauth_requests"."provider" in ('google', 'facebook', 'line'));--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_id" CHECK ("plans"."id" in ('free', 'premium'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" in ('active', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_step" CHECK ("survey_answers"."step" in ('purpose', 'reason', 'apps'));--> statement-breakpoint
ALTER TABLE "verification_tokens" ADD CONSTRAINT "verification_tokens_purpose" CHECK ("verification_tokens"."purpose" in ('signup', 'social', 'reset'));--> statement-breakpoint
ALTER TABLE "verification_tokens" ADD CONSTRAINT "verification_tokens_flag" CHECK ("verification_tokens"."flag" in ('local', 'social', 'find-password', 'change-password'));