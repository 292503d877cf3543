-- why: an API key may be given a lifetime (issue 17: expired keys are refused with 401 apiKey.expired); null keeps a key until it is revoked.
ALTER TABLE "api_keys" ADD COLUMN "expires_at" timestamp with time zone;
