CREATE TYPE "public"."ai_provider_kind" AS ENUM('openai-compatible', 'offline');--> statement-breakpoint
CREATE TYPE "public"."generation_status" AS ENUM('generating', 'completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."idea_source" AS ENUM('proposal', 'theme');--> statement-breakpoint
CREATE TYPE "public"."ugc_format" AS ENUM('review', 'unboxing', 'tutorial', 'antes-e-depois', 'rotina', 'depoimento');--> statement-breakpoint
CREATE TYPE "public"."ugc_tone" AS ENUM('descontraido', 'divertido', 'inspirador', 'educativo', 'profissional');--> statement-breakpoint
CREATE TYPE "public"."voice_profile_status" AS ENUM('queued', 'processing', 'ready', 'failed');--> statement-breakpoint
CREATE TYPE "public"."voice_provider_kind" AS ENUM('elevenlabs', 'demo', 'none');--> statement-breakpoint
CREATE TYPE "public"."voice_sample_format" AS ENUM('mp3', 'wav', 'm4a', 'ogg');--> statement-breakpoint
CREATE TABLE "idea_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"source" "idea_source" NOT NULL,
	"proposal_id" uuid,
	"brief" jsonb NOT NULL,
	"count" integer NOT NULL,
	"cost" integer NOT NULL,
	"status" "generation_status" DEFAULT 'generating' NOT NULL,
	"provider_kind" "ai_provider_kind" NOT NULL,
	"model" text,
	"refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "idea_generations_count" CHECK ("idea_generations"."count" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "ideas" (
	"generation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"hook" text NOT NULL,
	"body" text NOT NULL,
	"call_to_action" text NOT NULL,
	"caption" text NOT NULL,
	"hashtags" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ugc_scripts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"proposal_id" uuid,
	"product" text NOT NULL,
	"audience" text NOT NULL,
	"tone" "ugc_tone" NOT NULL,
	"duration_seconds" integer NOT NULL,
	"format" "ugc_format" NOT NULL,
	"status" "generation_status" DEFAULT 'generating' NOT NULL,
	"title" text,
	"scenes" jsonb,
	"shot_list" jsonb,
	"caption" text,
	"provider_kind" "ai_provider_kind" NOT NULL,
	"model" text,
	"cost" integer NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "ugc_scripts_duration" CHECK ("ugc_scripts"."duration_seconds" in (15, 30, 60))
);
--> statement-breakpoint
CREATE TABLE "voice_overs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"ugc_script_id" uuid,
	"text" text NOT NULL,
	"status" "generation_status" DEFAULT 'generating' NOT NULL,
	"provider_kind" "voice_provider_kind" NOT NULL,
	"storage_key" text,
	"content_type" text,
	"cost" integer NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "voice_profile_status" DEFAULT 'queued' NOT NULL,
	"provider_kind" "voice_provider_kind" NOT NULL,
	"external_voice_id" text,
	"failure" text,
	"consent_text" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"format" "voice_sample_format" NOT NULL,
	"size_bytes" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decision_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idea_generations" ADD CONSTRAINT "idea_generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_generations" ADD CONSTRAINT "idea_generations_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_generation_id_idea_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."idea_generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_links" ADD CONSTRAINT "proposal_links_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ugc_scripts" ADD CONSTRAINT "ugc_scripts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ugc_scripts" ADD CONSTRAINT "ugc_scripts_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_overs" ADD CONSTRAINT "voice_overs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_overs" ADD CONSTRAINT "voice_overs_ugc_script_id_ugc_scripts_id_fk" FOREIGN KEY ("ugc_script_id") REFERENCES "public"."ugc_scripts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_profiles" ADD CONSTRAINT "voice_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_samples" ADD CONSTRAINT "voice_samples_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idea_generations_user_key_unique" ON "idea_generations" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "idea_generations_user_created_idx" ON "idea_generations" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ideas_generation_position_unique" ON "ideas" USING btree ("generation_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_links_token_unique" ON "proposal_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "proposal_links_proposal_idx" ON "proposal_links" USING btree ("proposal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ugc_scripts_user_key_unique" ON "ugc_scripts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "ugc_scripts_user_created_idx" ON "ugc_scripts" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "voice_overs_user_key_unique" ON "voice_overs" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "voice_overs_user_created_idx" ON "voice_overs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "voice_profiles_user_unique" ON "voice_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "voice_profiles_due_idx" ON "voice_profiles" USING btree ("next_attempt_at") WHERE "voice_profiles"."status" in ('queued', 'processing');--> statement-breakpoint
CREATE INDEX "voice_samples_user_idx" ON "voice_samples" USING btree ("user_id","created_at");