-- Group-only listings (issue 34): never public as well, so anonymous reads (the public indexes, the
-- page cache, the sitemap) may keep reading is_public alone. No page-cache trigger on listing_groups or
-- group_members: an anonymous page shows public listings only, and those never depend on a group.
ALTER TABLE "listings" ADD CONSTRAINT "listings_public_not_group_only_chk" CHECK (not ("listings"."is_public" and "listings"."group_only"));