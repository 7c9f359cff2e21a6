-- Issue 16: sign-in rate-limit keys now name an address by a keyed hash; forget the old keys that held raw addresses.
DELETE FROM "rate_limits" WHERE "key" LIKE 'sign-in-mail:email:%@%';
