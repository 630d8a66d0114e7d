ALTER TABLE "venue_areas" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The launch areas' lines lived in the web app until now; a database seeded before this keeps
-- its areas (the seed never changes one that exists), so they are written here once.
UPDATE "venue_areas" SET "description" = 'Europe''s first World Surfing Reserve: reef breaks, fish grills and long golden sunsets.' WHERE "slug" = 'portugal-ericeira-area' AND "description" = '';--> statement-breakpoint
UPDATE "venue_areas" SET "description" = 'Supertubos barrels, Baleal''s sandbar and a harbour town that stays up all summer.' WHERE "slug" = 'portugal-peniche-area' AND "description" = '';--> statement-breakpoint
UPDATE "venue_areas" SET "description" = 'Beach pavilions, North Sea wind swell and a train straight from Amsterdam.' WHERE "slug" = 'netherlands-zandvoort-area' AND "description" = '';--> statement-breakpoint
UPDATE "venue_areas" SET "description" = 'The Hague''s surf beach: pier sessions, harbour bars and boulevard nights.' WHERE "slug" = 'netherlands-scheveningen-area' AND "description" = '';--> statement-breakpoint
UPDATE "venue_areas" SET "description" = 'A dune village with a loyal surf crew, kiters on every windy day and bonfire evenings.' WHERE "slug" = 'netherlands-wijk-aan-zee-area' AND "description" = '';--> statement-breakpoint
UPDATE "venue_areas" SET "description" = 'Weligama, Mirissa and Hiriketiya: warm point breaks, rice and curry, beach gatherings.' WHERE "slug" = 'sri-lanka-south-coast-area' AND "description" = '';
