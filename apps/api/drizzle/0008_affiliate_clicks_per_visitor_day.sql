-- Clicks are counted per link, São Paulo day and visitor instead of one row per click; the rows
-- already written are added up into the new shape.
CREATE TABLE "affiliate_clicks_per_day" (
	"link_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"clicks" integer NOT NULL,
	CONSTRAINT "affiliate_clicks_pk" PRIMARY KEY("link_id","day","visitor"),
	CONSTRAINT "affiliate_clicks_positive" CHECK ("clicks" > 0)
);--> statement-breakpoint
INSERT INTO "affiliate_clicks_per_day" ("link_id", "day", "visitor", "clicks")
	SELECT "link_id", ("clicked_at" AT TIME ZONE 'America/Sao_Paulo')::date, "visitor", count(*)::int FROM "affiliate_clicks" GROUP BY 1, 2, 3;--> statement-breakpoint
DROP TABLE "affiliate_clicks";--> statement-breakpoint
ALTER TABLE "affiliate_clicks_per_day" RENAME TO "affiliate_clicks";--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_link_id_affiliate_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."affiliate_links"("id") ON DELETE cascade ON UPDATE no action;
